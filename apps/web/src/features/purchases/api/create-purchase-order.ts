import type { PurchaseOrder } from "@inventario/shared/purchases";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import type { OrderPayload } from "../order-draft";
import { EXPLAINED_STATUSES, invalidateAfterPurchaseWrite } from "../purchase-invalidations";
import { orderFormTexts } from "../purchase-texts";

/** A draft (OC-000123). Sent with an Idempotency-Key, as the route takes one: a retry cannot make two drafts. */
function createOrder(payload: OrderPayload, idempotencyKey: string): Promise<PurchaseOrder> {
  return api.post<PurchaseOrder>("/purchase-orders", payload, { ...writeRequestOptions, idempotencyKey });
}

/** A draft moves no stock and is not on order yet; it is suggested no more, so the suggestions reload. */
export function useCreatePurchaseOrder() {
  return useWriteMutation<OrderPayload, PurchaseOrder>({
    mutationFn: useIdempotentWrite(createOrder),
    successMessage: (order: PurchaseOrder) => orderFormTexts.created(order.number),
    errorMessage: orderFormTexts.saveError,
    serverMessageStatuses: EXPLAINED_STATUSES,
    onSaved: (_order, _payload, queryClient) => void invalidateAfterPurchaseWrite(queryClient, { productIds: [] }),
  });
}
