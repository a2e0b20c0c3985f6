import type { Paged } from "@inventario/shared/pagination";
import type { StockCountLine, StockCountLineFilter } from "@inventario/shared/stock-counts";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { stockCountKeys } from "../../../lib/query-keys";
import { sheetTexts } from "../stock-count-texts";

/** What the count sheet asks for: `after` (a sheet key) pages on past the counted pages, with page 1. */
export type SheetFilters = { filter: StockCountLineFilter; search: string; page: number; after: string };

/** A page of the sheet: its total is counted up to a cap (`total_capped`); `next_after` pages on. */
export type SheetPage = Paged<StockCountLine> & { total_capped: boolean; next_after: string | null };

const linesPath = (id: string) => `/stock-counts/${encodeURIComponent(id)}/lines`;

/** GET /stock-counts/{id}/lines: the sheet by product and lot, filtered and searched. */
export function listCountLines(id: string, { filter, search, page, after }: SheetFilters, signal?: AbortSignal) {
  return api.get<SheetPage>(linesPath(id), {
    signal,
    forbiddenMessage: sheetTexts.forbidden,
    query: { filter, search, ...(after ? { after } : { page }) },
  });
}

export function useCountSheet(id: string, filters: SheetFilters) {
  return usePagedList({
    queryKey: stockCountKeys.sheetPage(id, filters),
    fetchPage: (signal) => listCountLines(id, filters, signal),
  });
}
