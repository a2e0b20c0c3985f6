import type { Paged } from "@inventario/shared/pagination";
import type { StockCountStatus, StockCountSummary } from "@inventario/shared/stock-counts";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { stockCountKeys } from "../../../lib/query-keys";
import { countListTexts } from "../stock-count-texts";

/** What the counts list asks for; an empty filter is none (the API client leaves it out). */
export type CountListFilters = { page: number; status: StockCountStatus | ""; warehouse: string };

/** GET /stock-counts: newest first, by status and warehouse. */
function listCounts({ warehouse, ...filters }: CountListFilters, signal?: AbortSignal) {
  return api.get<Paged<StockCountSummary>>("/stock-counts", {
    signal,
    forbiddenMessage: countListTexts.listForbidden,
    query: { ...filters, warehouse_id: warehouse },
  });
}

export function useStockCountList(filters: CountListFilters) {
  return usePagedList({
    queryKey: stockCountKeys.list(filters),
    fetchPage: (signal) => listCounts(filters, signal),
  });
}
