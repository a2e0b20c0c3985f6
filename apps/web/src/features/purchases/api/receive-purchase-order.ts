import type { documentCreatedSchema, purchaseReceiptInputSchema } from "@inventario/shared/purchases";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { EXPLAINED_STATUSES, invalidateAfterPurchaseWrite } from "../purchase-invalidations";
import { receiveTexts } from "../purchase-texts";

export type ReceiptPayload = z.output<typeof purchaseReceiptInputSchema>;
export type DocumentCreated = z.output<typeof documentCreatedSchema>;

/** Moves stock: one Idempotency-Key per submitted form, so a retried submission cannot receive twice. */
function receive(orderId: string, payload: ReceiptPayload, idempotencyKey: string): Promise<DocumentCreated> {
  return api.post<DocumentCreated>(`/purchase-orders/${encodeURIComponent(orderId)}/receipts`, payload, {
    ...writeRequestOptions,
    idempotencyKey,
  });
}

/** A receipt (RC-000045): its products' stock and 'En camino' change, and the order's figures. */
export function useReceivePurchaseOrder(orderId: string, productIds: readonly string[]) {
  return useWriteMutation<ReceiptPayload, DocumentCreated>({
    mutationFn: useIdempotentWrite((payload: ReceiptPayload, key: string) => receive(orderId, payload, key)),
    successMessage: (receipt: DocumentCreated) => receiveTexts.success(receipt.number),
    errorMessage: receiveTexts.failed,
    serverMessageStatuses: EXPLAINED_STATUSES,
    onSaved: (_receipt, _payload, queryClient) =>
      void invalidateAfterPurchaseWrite(queryClient, { productIds, stock: true }),
  });
}
