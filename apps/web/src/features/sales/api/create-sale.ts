import type { Sale, SaleCreateInput } from "@inventario/shared/sales";
import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { saleKeys } from "../../../lib/query-keys";
import { invalidateAfterStockWrite } from "../../../lib/stock-write-invalidations";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { saleTexts } from "../sale-texts";

/**
 * The server explains what it refused (a product without enough stock left, an inactive client, a price
 * changed without sales:price_override…).
 */
const EXPLAINED_STATUSES = [400, 403, 404, 409, 422] as const;

/** The sale, its lines and its picking request, created by the server in one transaction. */
function createSale(payload: SaleCreateInput, idempotencyKey?: string): Promise<Sale> {
  return api.post<Sale>("/sale", payload, { ...writeRequestOptions, idempotencyKey });
}

export function useCreateSale() {
  return useWriteMutation({
    // A retried submission must not sell twice.
    mutationFn: useIdempotentWrite(createSale),
    successMessage: saleTexts.success,
    errorMessage: saleTexts.failed,
    serverMessageStatuses: EXPLAINED_STATUSES,
    // It reserves its products' stock; the new sale heads the history's first page.
    invalidates: saleKeys.lists(),
    onSaved: (_sale: Sale, payload: SaleCreateInput, queryClient: QueryClient) =>
      void invalidateAfterStockWrite(
        queryClient,
        payload.items.map((item) => item.product_id),
      ),
  });
}
