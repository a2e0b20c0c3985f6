import type { KardexPage } from "@inventario/shared/reports";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { productDetailKeys } from "../../../lib/query-keys";
import { kardexTexts } from "../kardex-texts";

/** What the kardex asks for; an empty warehouse is every warehouse (the API client leaves it out). */
export type KardexFilters = { from: string; to: string; warehouse: string; page: number };

/** GET /product/{id}/kardex: one page of the product's valued ledger in date order, with both balances. */
function getKardex(productId: string, { from, to, warehouse, page }: KardexFilters, signal?: AbortSignal) {
  return api.get<KardexPage>(`/product/${encodeURIComponent(productId)}/kardex`, {
    signal,
    forbiddenMessage: kardexTexts.forbidden,
    query: { from, to, warehouse_id: warehouse, page },
  });
}

/**
 * Under the product detail's key, so an entry or a stock change made on the screen reloads it. Not asked
 * while `enabled` is false (a range the server would refuse); the page shown stays while the next loads.
 */
export function useKardex(productId: string, filters: KardexFilters, enabled: boolean) {
  return usePagedList({
    queryKey: productDetailKeys.kardex(productId, filters),
    fetchPage: (signal) => getKardex(productId, filters, signal),
    enabled,
  });
}
