import type { supplierReturnInputSchema } from "@inventario/shared/purchases";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { EXPLAINED_STATUSES, invalidateAfterPurchaseWrite } from "../purchase-invalidations";
import { returnTexts } from "../purchase-texts";
import type { DocumentCreated } from "./receive-purchase-order";

export type ReturnPayload = z.output<typeof supplierReturnInputSchema>;

/** Takes stock out: one Idempotency-Key per submitted form, so a retried submission cannot return twice. */
function returnToSupplier(receiptId: string, payload: ReturnPayload, idempotencyKey: string) {
  return api.post<DocumentCreated>(`/purchase-receipts/${encodeURIComponent(receiptId)}/returns`, payload, {
    ...writeRequestOptions,
    idempotencyKey,
  });
}

/** A return to the supplier (DP-000007): the receipt's lots give the units back. */
export function useReturnToSupplier(receiptId: string, productIds: readonly string[]) {
  return useWriteMutation<ReturnPayload, DocumentCreated>({
    mutationFn: useIdempotentWrite((payload: ReturnPayload, key: string) => returnToSupplier(receiptId, payload, key)),
    successMessage: (created: DocumentCreated) => returnTexts.success(created.number),
    errorMessage: returnTexts.failed,
    serverMessageStatuses: EXPLAINED_STATUSES,
    onSaved: (_created, _payload, queryClient) =>
      void invalidateAfterPurchaseWrite(queryClient, { productIds, stock: true }),
  });
}
