import type { Withdrawal } from "@inventario/shared/withdrawals";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usePrintSheet } from "../../../components/print-sheet";
import { ApiRequestError, isAbortError } from "../../../lib/api-error";
import { useCan } from "../../../lib/my-permissions";
import { notifyError } from "../../../lib/notify";
import { getProductLots } from "../../../lib/product-lots";
import { inventoryKeys } from "../../../lib/query-keys";
import { getStock, type StockByProduct } from "../api/get-stock";
import { isComplete } from "../assignment";
import { pickingSheetItem, type SheetItem } from "../picking-sheet";
import { withdrawalTexts } from "../withdrawal-texts";
import type { NamedProduct } from "./assignment-item-row";
import type { AssignmentState } from "./use-assignment-state";

const noStock: StockByProduct = {};

/**
 * 'Imprimir' on a picking request: reads the lots of every item still pending (the same query the FEFO
 * suggestion reads), turns the screen's rows or the suggestion into lines (picking-sheet.ts), then prints.
 * `stock` is the screen's, undefined where the screen does not read it (a user who may only read the
 * request): then it is read here. Who may not read the inventory prints the items without locations.
 */
export function usePickingSheet(
  withdrawal: Withdrawal,
  names: ReadonlyMap<string, NamedProduct> | undefined,
  state: AssignmentState,
  stock: StockByProduct | undefined,
) {
  const queryClient = useQueryClient();
  const printer = usePrintSheet();
  const canReadInventory = useCan("inventory:read");
  const [items, setItems] = useState<SheetItem[]>([]);
  const [preparing, setPreparing] = useState(false);

  const locate = async (productIds: string[]) => {
    const ids = [...productIds].sort();
    const [lots, stockNow] = await Promise.all([
      Promise.all(
        productIds.map(
          async (productId) =>
            [
              productId,
              await queryClient.fetchQuery({
                queryKey: inventoryKeys.currentLots(productId),
                queryFn: ({ signal }) => getProductLots(productId, signal),
                staleTime: 0,
              }),
            ] as const,
        ),
      ),
      stock ??
        (ids.length > 0
          ? queryClient.fetchQuery({
              queryKey: inventoryKeys.byProducts(ids),
              queryFn: ({ signal }) => getStock(ids, signal),
              staleTime: 0,
            })
          : noStock),
    ]);
    return { lots: new Map(lots), stock: stockNow };
  };

  const print = async () => {
    setPreparing(true);
    try {
      const productIds = [
        ...new Set(withdrawal.items.filter((item) => !isComplete(item)).map((item) => item.product_id)),
      ];
      const located = canReadInventory ? await locate(productIds) : null;
      const stockOf = (productId: string) =>
        new Map((located?.stock[productId] ?? []).map((warehouse) => [warehouse.warehouse_id, warehouse.quantity]));
      setItems(
        withdrawal.items.map((item) =>
          pickingSheetItem(
            item,
            names?.get(item.product_id),
            state.rowsOf(item),
            located ? (located.lots.get(item.product_id) ?? []) : null,
            stockOf(item.product_id),
            withdrawal.preferred_warehouse_id,
          ),
        ),
      );
      printer.print();
    } catch (error) {
      // A 403 was already said by the API client's warning.
      if (!isAbortError(error) && !(error instanceof ApiRequestError && error.status === 403)) {
        notifyError(withdrawalTexts.printError, { id: "picking-print-error" });
      }
    } finally {
      setPreparing(false);
    }
  };

  return { items: printer.requested ? items : null, preparing, print };
}
