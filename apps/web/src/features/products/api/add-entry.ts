import type { inventoryEntrySchema } from "@inventario/shared/inventory";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { detailTexts } from "../product-detail-texts";
import { detailStockWriteOptions } from "./detail-write-options";

export type EntryPayload = z.output<typeof inventoryEntrySchema>;

/** A new entry: the server adds it to the lot of the same warehouse and number, or opens that lot. */
function addEntry(payload: EntryPayload, idempotencyKey?: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>("/inventory", payload, { ...writeRequestOptions, idempotencyKey });
}

export function useAddEntry(productId: string) {
  return useWriteMutation({
    ...detailStockWriteOptions(productId),
    mutationFn: useIdempotentWrite(addEntry),
    successMessage: detailTexts.entrySaved,
    errorMessage: detailTexts.entryError,
  });
}
