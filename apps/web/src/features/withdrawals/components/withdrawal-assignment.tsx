import type { Withdrawal } from "@inventario/shared/withdrawals";
import { withdrawalMessages } from "@inventario/shared/withdrawals";
import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/button";
import { DataTable } from "../../../components/data-table";
import { PickingId, pickingIdSegment } from "../../../components/picking-id";
import { Spinner } from "../../../components/spinner";
import { TextField } from "../../../components/text-field";
import { ApiRequestError, isAbortError } from "../../../lib/api-error";
import { notifyError } from "../../../lib/notify";
import { inventoryKeys } from "../../../lib/query-keys";
import { useAssignStock } from "../api/assign-stock";
import { getProductLots } from "../api/get-product-lots";
import type { StockByProduct } from "../api/get-stock";
import {
  type AssignmentRow,
  addRow,
  assignedTotal,
  chooseWarehouse,
  emptyRow,
  isComplete,
  type RowChange,
  remainingOf,
  removeRow,
  rowsFromSuggestion,
  suggestFefo,
  toAssignPayload,
  typeQuantity,
  type WithdrawalItem,
} from "../assignment";
import { itemStatusLabel, withdrawalStatusLabel, withdrawalTexts } from "../withdrawal-texts";
import { ItemAssignment } from "./item-assignment";
import { WithdrawalStatusBadge } from "./withdrawal-status-badge";

const COLUMNS = ["Producto", "Solicitada", "Despachada", "Estado", "Asignación"];

type NamedProduct = { name: string; sku: string };

type WithdrawalAssignmentProps = {
  withdrawal: Withdrawal;
  /** Undefined while the names load (or after they failed). */
  names: ReadonlyMap<string, NamedProduct> | undefined;
  namesLoading: boolean;
  stock: StockByProduct | undefined;
};

type ByItem<T> = Record<string, T>;

const initialRows = (items: readonly WithdrawalItem[]): ByItem<AssignmentRow[]> =>
  Object.fromEntries(items.map((item) => [item.id, [emptyRow()]]));

/**
 * The request's items and their assignment rows, and 'Enviar'. Mounted afresh for every load of the
 * request, so after a dispatch each item starts again from one empty row against the new quantities.
 */
export function WithdrawalAssignment({ withdrawal, names, namesLoading, stock }: WithdrawalAssignmentProps) {
  const { items } = withdrawal;
  const [rowsByItem, setRowsByItem] = useState(() => initialRows(items));
  const [notices, setNotices] = useState<ByItem<string | null>>({});
  const [suggesting, setSuggesting] = useState<string | null>(null);
  const assign = useAssignStock();
  const queryClient = useQueryClient();
  const labelPrefix = useId();
  const sending = assign.isPending;

  const warehousesOf = (item: WithdrawalItem) => stock?.[item.product_id] ?? [];
  const stockOf = (item: WithdrawalItem) =>
    new Map(warehousesOf(item).map((warehouse) => [warehouse.warehouse_id, warehouse.quantity]));
  const rowsOf = (item: WithdrawalItem) => rowsByItem[item.id] ?? [];
  const nameOf = (item: WithdrawalItem) => names?.get(item.product_id)?.name;

  const setRows = (item: WithdrawalItem, rows: AssignmentRow[]) =>
    setRowsByItem((current) => ({ ...current, [item.id]: rows }));
  const setNotice = (item: WithdrawalItem, notice: string | null) =>
    setNotices((current) => ({ ...current, [item.id]: notice }));
  const apply = (item: WithdrawalItem, change: RowChange) => {
    setRows(item, change.rows);
    setNotice(item, change.notice);
  };

  const suggest = async (item: WithdrawalItem) => {
    setSuggesting(item.id);
    try {
      const lots = await queryClient.fetchQuery({
        queryKey: inventoryKeys.currentLots(item.product_id),
        queryFn: ({ signal }) => getProductLots(item.product_id, signal),
        staleTime: 0,
      });
      const picks = suggestFefo(lots, stockOf(item), remainingOf(item));
      apply(item, { rows: rowsFromSuggestion(picks), notice: picks.length === 0 ? withdrawalTexts.noStock : null });
    } catch (error) {
      if (!isAbortError(error) && !(error instanceof ApiRequestError && error.status === 403)) {
        setNotice(item, withdrawalTexts.suggestError);
      }
    } finally {
      setSuggesting(null);
    }
  };

  const send = () => {
    const payload = toAssignPayload(items, rowsByItem);
    let overAssigned = false;
    for (const entry of payload.items) {
      const item = items.find((candidate) => candidate.id === entry.withdrawal_item_id)!;
      const total = entry.assignments.reduce((sum, assignment) => sum + assignment.quantity, 0);
      if (total > remainingOf(item)) {
        setNotice(item, withdrawalMessages.overAssigned(remainingOf(item)));
        overAssigned = true;
      }
    }
    if (overAssigned) return;
    if (payload.items.length === 0) {
      notifyError(withdrawalTexts.nothingToSend, { id: "picking-nothing-to-send" });
      return;
    }
    assign.mutate(payload);
  };

  const completed = withdrawal.status === "COMPLETED";

  return (
    <>
      <section
        aria-label="Datos de la solicitud"
        className="mb-6 grid grid-cols-2 gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-4"
      >
        <div>
          <p className="mb-1.5 text-sm font-medium text-gray-800">Solicitud</p>
          <p className="py-2">
            <PickingId id={withdrawal.id} />
          </p>
        </div>
        <div>
          <p className="mb-1.5 text-sm font-medium text-gray-800">Estado</p>
          <p className="py-2">
            <WithdrawalStatusBadge completed={completed} label={withdrawalStatusLabel(withdrawal.status)} />
          </p>
        </div>
        <TextField
          label={withdrawalTexts.employee}
          value={withdrawal.requested_by}
          readOnly
          className="col-span-2 sm:col-span-1"
        />
        <TextField
          label={withdrawalTexts.firstItem}
          value={items[0] ? pickingIdSegment(items[0].id) : ""}
          readOnly
          className="col-span-2 min-w-0 sm:col-span-1"
        />
      </section>

      <DataTable caption={withdrawalTexts.itemsCaption} columns={COLUMNS} busy={sending}>
        {items.map((item) => {
          const remaining = remainingOf(item);
          const complete = isComplete(item);
          const name = nameOf(item);
          const labelId = `${labelPrefix}-${item.id}`;
          return (
            <tr key={item.id} className="align-top">
              <td className="min-w-40 px-3 py-3">
                <span id={labelId} className="block font-medium text-gray-900">
                  {name ?? (namesLoading ? withdrawalTexts.nameLoading : item.product_id)}
                </span>
                {names?.get(item.product_id)?.sku ? (
                  <span className="block text-xs text-gray-600">{names.get(item.product_id)?.sku}</span>
                ) : null}
              </td>
              <td className="whitespace-nowrap px-3 py-3 tabular-nums">{item.requested_quantity}</td>
              <td className="whitespace-nowrap px-3 py-3 tabular-nums">{item.fulfilled_quantity}</td>
              <td className="whitespace-nowrap px-3 py-3">
                <WithdrawalStatusBadge completed={complete} label={itemStatusLabel(remaining)} />
              </td>
              <td className="px-3 py-3">
                <ItemAssignment
                  productName={name ?? item.product_id}
                  productLabelId={labelId}
                  rows={rowsOf(item)}
                  warehouses={warehousesOf(item)}
                  notice={notices[item.id] ?? null}
                  disabled={complete || sending}
                  suggesting={suggesting === item.id}
                  onChooseWarehouse={(key, warehouseId) =>
                    apply(item, chooseWarehouse(rowsOf(item), key, warehouseId, stockOf(item)))
                  }
                  onTypeQuantity={(key, text) => {
                    setRows(item, typeQuantity(rowsOf(item), key, text, stockOf(item)));
                    setNotice(item, null);
                  }}
                  onAddRow={() => apply(item, addRow(rowsOf(item), remaining))}
                  onRemoveRow={(key) => apply(item, { rows: removeRow(rowsOf(item), key), notice: null })}
                  onSuggest={() => void suggest(item)}
                />
                {complete ? null : (
                  <p className="mt-2 text-xs text-gray-600">
                    Asignado: {assignedTotal(rowsOf(item))} de {remaining}
                  </p>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>

      <div className="mt-6 flex justify-end">
        <Button onClick={send} disabled={sending || completed}>
          {sending ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
          {withdrawalTexts.send}
        </Button>
      </div>
    </>
  );
}
