import type { StockCount, UncountedChoice } from "@inventario/shared/stock-counts";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { productDetailKeys, stockCountKeys } from "../../../lib/query-keys";
import { invalidateAfterStockWrite } from "../../../lib/stock-write-invalidations";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { applyTexts } from "../stock-count-texts";

export type ApplyPayload = { uncounted: UncountedChoice };

/** Moves stock: one Idempotency-Key per submitted choice, so a retried apply cannot adjust twice. */
function applyCount(id: string, payload: ApplyPayload, idempotencyKey?: string): Promise<StockCount> {
  return api.post<StockCount>(`/stock-counts/${encodeURIComponent(id)}/apply`, payload, {
    ...writeRequestOptions,
    idempotencyKey,
  });
}

/**
 * 'Aplicar ajustes': REVIEW → APPLIED, every difference written as an adjustment. The count's pages reload,
 * and so does every view of stock; the products adjusted are not listed in the answer, so every product's
 * detail is marked stale.
 */
export function useApplyStockCount(id: string) {
  const send = useIdempotentWrite((payload: ApplyPayload, key: string) => applyCount(id, payload, key));
  return useWriteMutation({
    mutationFn: send,
    successMessage: (count: StockCount) => applyTexts.success(count.number),
    errorMessage: applyTexts.failed,
    serverMessageStatuses: [400, 404, 409],
    invalidates: stockCountKeys.all,
    onSaved: (_count, _payload, queryClient) => {
      void invalidateAfterStockWrite(queryClient, []);
      void queryClient.invalidateQueries({ predicate: (query) => productDetailKeys.isDetailKey(query.queryKey) });
    },
  });
}
