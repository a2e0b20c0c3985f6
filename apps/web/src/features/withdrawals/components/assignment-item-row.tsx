import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import {
  addRow,
  assignedTotal,
  chooseWarehouse,
  isComplete,
  remainingOf,
  removeRow,
  typeQuantity,
  type WithdrawalItem,
} from "../assignment";
import { itemStatusLabel, withdrawalTexts } from "../withdrawal-texts";
import { ItemAssignment } from "./item-assignment";
import type { AssignmentState } from "./use-assignment-state";
import { WithdrawalStatusBadge } from "./withdrawal-status-badge";

export type NamedProduct = { name: string; sku: string };

type AssignmentItemRowProps = {
  item: WithdrawalItem;
  /** Undefined while the names load (or after they failed). */
  product: NamedProduct | undefined;
  namesLoading: boolean;
  /** The id of the element naming the product, which describes the item's buttons. */
  labelId: string;
  /** The row's id, and whether a scan selected it (highlighted, marked current). */
  rowId?: string;
  selected?: boolean;
  state: AssignmentState;
};

/** One item of the request: its product, quantities, state and its assignment rows. */
export function AssignmentItemRow({
  item,
  product,
  namesLoading,
  labelId,
  rowId,
  selected = false,
  state,
}: AssignmentItemRowProps) {
  const remaining = remainingOf(item);
  const complete = isComplete(item);
  const rows = state.rowsOf(item);
  const stock = state.stockOf(item);
  return (
    <DataRow
      id={rowId}
      aria-current={selected ? "true" : undefined}
      className={`align-top scroll-mt-4 ${selected ? "bg-indigo-50 [&>td:first-child]:shadow-[inset_4px_0_0_var(--color-indigo-600)]" : ""}`}
    >
      {itemCells({
        item,
        product,
        namesLoading,
        labelId,
        status: <WithdrawalStatusBadge tone={complete ? "done" : "pending"} label={itemStatusLabel(remaining)} />,
      })}
      <DataCell className="px-3 py-3" stacked>
        <ItemAssignment
          productName={product?.name ?? item.product_id}
          productLabelId={labelId}
          rows={rows}
          warehouses={state.warehousesOf(item)}
          notice={state.noticeOf(item)}
          disabled={complete || state.sending}
          suggesting={state.isSuggesting(item)}
          onChooseWarehouse={(key, warehouseId) => state.apply(item, chooseWarehouse(rows, key, warehouseId, stock))}
          onTypeQuantity={(key, text) => {
            state.setRows(item, typeQuantity(rows, key, text, stock));
            state.setNotice(item, null);
          }}
          onAddRow={() => state.apply(item, addRow(rows, remaining))}
          onRemoveRow={(key) => state.apply(item, { rows: removeRow(rows, key), notice: null })}
          onSuggest={() => void state.suggest(item)}
        />
        {complete ? null : (
          <p className="mt-2 text-xs text-gray-600">
            Asignado: {assignedTotal(rows)} de {remaining}
          </p>
        )}
      </DataCell>
    </DataRow>
  );
}

type ItemCellsProps = Pick<AssignmentItemRowProps, "item" | "product" | "namesLoading"> & {
  labelId?: string;
  status: ReactNode;
};

/**
 * An item's product (name over SKU), requested and dispatched quantities and its state. A function giving
 * the cells as one fragment, not a component: the row numbers the fragment's cells one by one, so each
 * knows its column's name on a phone.
 */
export function itemCells({ item, product, namesLoading, labelId, status }: ItemCellsProps) {
  return (
    <>
      <DataCell className="min-w-40 px-3 py-3">
        <span id={labelId} className="block font-medium text-gray-900">
          {product?.name ?? (namesLoading ? withdrawalTexts.nameLoading : item.product_id)}
        </span>
        {product?.sku ? <span className="block text-xs text-gray-600">{product.sku}</span> : null}
      </DataCell>
      <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">{item.requested_quantity}</DataCell>
      <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">{item.fulfilled_quantity}</DataCell>
      <DataCell className="whitespace-nowrap px-3 py-3">{status}</DataCell>
    </>
  );
}
