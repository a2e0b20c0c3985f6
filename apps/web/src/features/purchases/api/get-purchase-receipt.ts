import type { PurchaseReceipt } from "@inventario/shared/purchases";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { purchaseKeys } from "../../../lib/query-keys";
import { orderListTexts } from "../purchase-texts";

function getReceipt(id: string, signal?: AbortSignal): Promise<PurchaseReceipt> {
  return api.get<PurchaseReceipt>(`/purchase-receipts/${encodeURIComponent(id)}`, {
    signal,
    forbiddenMessage: orderListTexts.listForbidden,
  });
}

/** Asked again on every opening: a return may have been made from it meanwhile. */
export function usePurchaseReceipt(id: string) {
  return useQuery({
    queryKey: purchaseKeys.receipt(id),
    queryFn: ({ signal }) => getReceipt(id, signal),
    enabled: id !== "",
    staleTime: 0,
  });
}
