import type { Transfer } from "@inventario/shared/transfers";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { transferKeys } from "../../../lib/query-keys";
import { invalidateAfterStockWrite } from "../../../lib/stock-write-invalidations";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import type { TransferPayload } from "../transfer-form";
import { transferTexts } from "../transfer-texts";

/** Moves stock: one Idempotency-Key per submitted form, so a retried submission cannot move it twice. */
function createTransfer(payload: TransferPayload, idempotencyKey?: string): Promise<Transfer> {
  return api.post<Transfer>("/transfers", payload, { ...writeRequestOptions, idempotencyKey });
}

/**
 * Registers a transfer and reloads the list; the product's stock moved with it, so every view of stock
 * reloads too. Refusals (400, 409) show
 * the server's own Spanish text.
 */
export function useCreateTransfer() {
  return useWriteMutation<TransferPayload, Transfer>({
    mutationFn: useIdempotentWrite(createTransfer),
    successMessage: (transfer: Transfer) => transferTexts.success(transfer.number),
    invalidates: transferKeys.all,
    onSaved: (_transfer, payload, queryClient) => void invalidateAfterStockWrite(queryClient, [payload.product_id]),
  });
}
