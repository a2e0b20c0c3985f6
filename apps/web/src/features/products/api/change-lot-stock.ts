import type { stockChangeSchema } from "@inventario/shared/inventory";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { detailTexts } from "../product-detail-texts";
import { detailStockWriteOptions } from "./detail-write-options";

/** Restock adds to a lot (REPLENISH), withdraw takes from it (WITHDRAWAL); one body, two paths. */
export type StockChangeKind = "replenish" | "withdraw";

type StockChangePayload = z.output<typeof stockChangeSchema>;

/** PUT /inventory/replenish or /withdraw; the observation becomes the movement's reference. */
function changeLotStock(
  kind: StockChangeKind,
  payload: StockChangePayload,
  idempotencyKey?: string,
): Promise<{ ok: true }> {
  return api.put<{ ok: true }>(`/inventory/${kind}`, payload, { ...writeRequestOptions, idempotencyKey });
}

export function useChangeLotStock(productId: string, kind: StockChangeKind) {
  return useWriteMutation({
    ...detailStockWriteOptions(productId),
    mutationFn: useIdempotentWrite((payload: StockChangePayload, key: string) => changeLotStock(kind, payload, key)),
    successMessage: detailTexts.stockChanged,
    errorMessage: detailTexts.stockChangeError,
    // The server's text says what went wrong: too little stock in the lot (409), a lot gone meanwhile (404).
    serverMessageStatuses: [400, 404, 409],
  });
}
