import { STOCK_COUNT_LINE_FILTERS, type StockCountLineFilter } from "@inventario/shared/stock-counts";
import { useUrlKeysetQuery } from "../../lib/use-url-keyset-query";
import type { SheetFilters } from "./api/list-count-lines";

/** The filters a counter of a blind count may use: the others would show the book (403). */
export const BLIND_FILTERS: readonly StockCountLineFilter[] = ["all", "uncounted"];

const isFilter = (value: string): value is StockCountLineFilter =>
  (STOCK_COUNT_LINE_FILTERS as readonly string[]).includes(value);

/** The filter a URL asks for, when it is one the user may use; else 'Todas'. */
export const sheetFilterOf = (asked: string, showsBook: boolean): StockCountLineFilter =>
  isFilter(asked) && (showsBook || BLIND_FILTERS.includes(asked)) ? asked : "all";

/**
 * The count sheet's filter, search, page and `after` (the rows past the counted pages, «más de 10.000») in
 * the URL: a reload or a shared link shows the same lines. A filter the user may not use (a blind count's
 * counter) is 'Todas'. A new filter or search starts again from the first page.
 */
export function useSheetQuery(showsBook: boolean) {
  const { search, page, after, params, setFilters, controls } = useUrlKeysetQuery();
  const filter = sheetFilterOf(params.get("filter") ?? "", showsBook);
  const filters: SheetFilters = { filter, search, page, after };

  return {
    filters,
    ...controls,
    setFilter: (value: string) => setFilters({ filter: value === "all" ? "" : value }),
    filtered: filters.filter !== "all",
  };
}

export type SheetQuery = ReturnType<typeof useSheetQuery>;
