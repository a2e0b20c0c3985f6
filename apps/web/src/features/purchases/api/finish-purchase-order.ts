import type { PurchaseOrder, purchaseReasonSchema } from "@inventario/shared/purchases";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { EXPLAINED_STATUSES, invalidateAfterPurchaseWrite } from "../purchase-invalidations";
import { finishTexts } from "../purchase-texts";

/** 'Cancelar orden' (nothing received yet) or 'Cerrar orden' (giving up what is pending). */
export type FinishKind = "cancel" | "close";

export type ReasonPayload = z.output<typeof purchaseReasonSchema>;

function finishOrder(kind: FinishKind, id: string, payload: ReasonPayload): Promise<PurchaseOrder> {
  return api.post<PurchaseOrder>(`/purchase-orders/${encodeURIComponent(id)}/${kind}`, payload, writeRequestOptions);
}

/** What was pending leaves 'En camino': every product of the order shows it. */
export function useFinishPurchaseOrder(kind: FinishKind, id: string) {
  return useWriteMutation({
    mutationFn: (payload: ReasonPayload) => finishOrder(kind, id, payload),
    successMessage: (order: PurchaseOrder) => finishTexts[kind].success(order.number),
    errorMessage: finishTexts[kind].failed,
    serverMessageStatuses: EXPLAINED_STATUSES,
    onSaved: (order, _payload, queryClient) =>
      void invalidateAfterPurchaseWrite(queryClient, {
        productIds: order.items.map((item) => item.product.id),
        onOrder: true,
      }),
  });
}
