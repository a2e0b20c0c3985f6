import { STOCK_COUNT_LINE_FILTERS, type StockCountLineFilter } from "@inventario/shared/stock-counts";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useUrlSearchQuery } from "../../lib/use-url-search-query";
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
  const { search, page, ...controls } = useUrlSearchQuery();
  const [params, setParams] = useSearchParams();
  /** One URL change (two in a row would each start from the same URL): empty values removed. Replace, as lists do. */
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === "" || (name === "page" && value === "1")) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const after = params.get("after") ?? "";
  const filter = sheetFilterOf(params.get("filter") ?? "", showsBook);
  const filters: SheetFilters = { filter, search, page: after ? 1 : page, after };

  // A new search counts its pages from the start.
  const searched = useRef(search);
  useEffect(() => {
    if (searched.current === search) return;
    searched.current = search;
    if (after) update({ after: "" });
  });

  return {
    filters,
    ...controls,
    /** The pager counts from the start: it leaves `after`. */
    setPage: (next: number) => update({ after: "", page: String(next) }),
    setFilter: (value: string) => update({ after: "", page: "", filter: value === "all" ? "" : value }),
    /** The rows after the last counted page. */
    pageAfter: (key: string) => update({ after: key, page: "" }),
    filtered: filters.filter !== "all",
  };
}

export type SheetQuery = ReturnType<typeof useSheetQuery>;
