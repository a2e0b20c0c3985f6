import type { PurchaseOrder } from "@inventario/shared/purchases";
import { api } from "../../../lib/api-client";
import { purchaseKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import type { OrderPayload } from "../order-draft";
import { EXPLAINED_STATUSES } from "../purchase-invalidations";
import { orderFormTexts } from "../purchase-texts";

/** PUT /purchase-orders/{id}: the whole draft again (409 once it was sent). */
function updateOrder(id: string, payload: OrderPayload): Promise<PurchaseOrder> {
  return api.put<PurchaseOrder>(`/purchase-orders/${encodeURIComponent(id)}`, payload, writeRequestOptions);
}

export function useUpdatePurchaseOrder(id: string) {
  return useWriteMutation({
    mutationFn: (payload: OrderPayload) => updateOrder(id, payload),
    successMessage: (order: PurchaseOrder) => orderFormTexts.updated(order.number),
    errorMessage: orderFormTexts.saveError,
    serverMessageStatuses: EXPLAINED_STATUSES,
    // A draft is not on order: only the purchase screens change.
    invalidates: purchaseKeys.all,
  });
}
