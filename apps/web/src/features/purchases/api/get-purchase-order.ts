import type { PurchaseOrder } from "@inventario/shared/purchases";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { purchaseKeys } from "../../../lib/query-keys";
import { orderListTexts } from "../purchase-texts";

function getOrder(id: string, signal?: AbortSignal): Promise<PurchaseOrder> {
  return api.get<PurchaseOrder>(`/purchase-orders/${encodeURIComponent(id)}`, {
    signal,
    forbiddenMessage: orderListTexts.listForbidden,
  });
}

/** Asked again on every opening: a receipt may have come in, or the order been sent, meanwhile. */
export function usePurchaseOrder(id: string) {
  return useQuery({
    queryKey: purchaseKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    enabled: id !== "",
    staleTime: 0,
  });
}
