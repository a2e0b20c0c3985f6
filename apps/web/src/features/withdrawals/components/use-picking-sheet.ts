import type { Withdrawal } from "@inventario/shared/withdrawals";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usePrintSheet } from "../../../components/print-sheet";
import { ApiRequestError, isAbortError } from "../../../lib/api-error";
import { notifyError } from "../../../lib/notify";
import { inventoryKeys } from "../../../lib/query-keys";
import { getProductLots } from "../api/get-product-lots";
import { isComplete } from "../assignment";
import { pickingSheetItem, type SheetItem } from "../picking-sheet";
import { withdrawalTexts } from "../withdrawal-texts";
import type { NamedProduct } from "./assignment-item-row";
import type { AssignmentState } from "./use-assignment-state";

/**
 * 'Imprimir' on a picking request: reads the lots of every item still pending (the same query the FEFO
 * suggestion reads), turns the screen's rows or the suggestion into lines (picking-sheet.ts), then prints.
 */
export function usePickingSheet(
  withdrawal: Withdrawal,
  names: ReadonlyMap<string, NamedProduct> | undefined,
  state: AssignmentState,
) {
  const queryClient = useQueryClient();
  const printer = usePrintSheet();
  const [items, setItems] = useState<SheetItem[]>([]);
  const [preparing, setPreparing] = useState(false);

  const print = async () => {
    setPreparing(true);
    try {
      const productIds = [
        ...new Set(withdrawal.items.filter((item) => !isComplete(item)).map((item) => item.product_id)),
      ];
      const lots = new Map(
        await Promise.all(
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
      );
      setItems(
        withdrawal.items.map((item) =>
          pickingSheetItem(
            item,
            names?.get(item.product_id),
            state.rowsOf(item),
            lots.get(item.product_id) ?? [],
            state.stockOf(item),
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
