import type { PurchaseOrder } from "@inventario/shared/purchases";
import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { EXPLAINED_STATUSES, invalidateAfterPurchaseWrite } from "../purchase-invalidations";
import { orderDetailTexts } from "../purchase-texts";

function sendOrder(order: PurchaseOrder): Promise<PurchaseOrder> {
  return api.post<PurchaseOrder>(
    `/purchase-orders/${encodeURIComponent(order.id)}/send`,
    undefined,
    writeRequestOptions,
  );
}

/** DRAFT → SENT: its lines count as on order from now on ('En camino' on every product of it). */
export function useSendPurchaseOrder() {
  return useWriteMutation({
    mutationFn: sendOrder,
    successMessage: (order: PurchaseOrder) => orderDetailTexts.sent(order.number),
    errorMessage: orderDetailTexts.sendError,
    serverMessageStatuses: EXPLAINED_STATUSES,
    onSaved: (order, _sent, queryClient) =>
      void invalidateAfterPurchaseWrite(queryClient, {
        productIds: order.items.map((item) => item.product.id),
        onOrder: true,
      }),
  });
}
