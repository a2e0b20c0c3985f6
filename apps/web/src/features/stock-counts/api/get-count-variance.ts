import type { StockCountVariance } from "@inventario/shared/stock-counts";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { stockCountKeys } from "../../../lib/query-keys";

/** The report's call: a page of it, or (`format=xlsx|csv`, 'Exportar') every product as a file. */
export const variancePath = (id: string) => `/stock-counts/${encodeURIComponent(id)}/variance`;

/**
 * GET /stock-counts/{id}/variance: a page of the products with a difference (largest value first), with
 * the count's figures and its categories' on every page. A counter of a blind count is refused (403, the
 * server's reason): the page does not ask for them (`enabled`).
 */
function getVariance(id: string, page: number, signal?: AbortSignal) {
  return api.get<StockCountVariance>(variancePath(id), { signal, query: { page } });
}

export function useCountVariance(id: string, page: number, enabled: boolean) {
  return usePagedList({
    queryKey: stockCountKeys.variancePage(id, page),
    fetchPage: (signal) => getVariance(id, page, signal),
    enabled,
  });
}
