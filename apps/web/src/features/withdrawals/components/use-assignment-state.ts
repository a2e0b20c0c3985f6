import type { LotState } from "@inventario/shared/inventory";
import { withdrawalMessages } from "@inventario/shared/withdrawals";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiRequestError, isAbortError } from "../../../lib/api-error";
import { notifyError } from "../../../lib/notify";
import { getProductLots } from "../../../lib/product-lots";
import { inventoryKeys } from "../../../lib/query-keys";
import { useAssignStock } from "../api/assign-stock";
import type { StockByProduct } from "../api/get-stock";
import {
  type AssignmentRow,
  emptyRow,
  isExpiredLot,
  overAssignedItems,
  type RowChange,
  remainingOf,
  rowsFromSuggestion,
  suggestFefo,
  toAssignPayload,
  type WithdrawalItem,
} from "../assignment";
import { withdrawalTexts } from "../withdrawal-texts";

type ByItem<T> = Record<string, T>;

/** Why nothing could be suggested: no stock at all, or only lots that are expired (so not picked). */
const noStockNotice = (lots: readonly LotState[]) =>
  lots.some((lot) => lot.quantity > 0 && isExpiredLot(lot)) ? withdrawalTexts.onlyExpired : withdrawalTexts.noStock;

const initialRows = (items: readonly WithdrawalItem[]): ByItem<AssignmentRow[]> =>
  Object.fromEntries(items.map((item) => [item.id, [emptyRow()]]));

/**
 * The assignment rows and notices of every item of a request, the FEFO suggestion and 'Enviar'. The rules
 * of a change live in `assignment.ts`; this keeps their state per item.
 */
export function useAssignmentState(
  items: readonly WithdrawalItem[],
  stock: StockByProduct | undefined,
  preferredWarehouseId: string | null = null,
) {
  const [rowsByItem, setRowsByItem] = useState(() => initialRows(items));
  const [notices, setNotices] = useState<ByItem<string | null>>({});
  const [suggesting, setSuggesting] = useState<string | null>(null);
  const assign = useAssignStock();
  const queryClient = useQueryClient();

  const warehousesOf = (item: WithdrawalItem) => stock?.[item.product_id] ?? [];
  const stockOf = (item: WithdrawalItem) =>
    new Map(warehousesOf(item).map((warehouse) => [warehouse.warehouse_id, warehouse.quantity]));
  const rowsOf = (item: WithdrawalItem) => rowsByItem[item.id] ?? [];
  const noticeOf = (item: WithdrawalItem) => notices[item.id] ?? null;

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
      const picks = suggestFefo(lots, stockOf(item), remainingOf(item), preferredWarehouseId);
      apply(item, { rows: rowsFromSuggestion(picks), notice: picks.length === 0 ? noStockNotice(lots) : null });
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
    const over = overAssignedItems(items, payload);
    for (const { item, remaining } of over) setNotice(item, withdrawalMessages.overAssigned(remaining));
    if (over.length > 0) return;
    if (payload.items.length === 0) {
      notifyError(withdrawalTexts.nothingToSend, { id: "picking-nothing-to-send" });
      return;
    }
    assign.mutate(payload);
  };

  return {
    warehousesOf,
    stockOf,
    rowsOf,
    noticeOf,
    setRows,
    setNotice,
    apply,
    isSuggesting: (item: WithdrawalItem) => suggesting === item.id,
    suggest,
    send,
    sending: assign.isPending,
  };
}

export type AssignmentState = ReturnType<typeof useAssignmentState>;
