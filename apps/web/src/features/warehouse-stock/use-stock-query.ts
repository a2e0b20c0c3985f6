import { DEFAULT_EXPIRY_WINDOW, EXPIRY_WINDOWS, type ExpiryWindow } from "@inventario/shared/alerts";
import { WAREHOUSE_STOCK_STATES, type WarehouseStockState } from "@inventario/shared/warehouse-stock";
import { useEffect, useState } from "react";
import { useDebouncedSearch } from "../../lib/use-search-query";
import { useUrlKeysetQuery } from "../../lib/use-url-keyset-query";
import type { StockPageFilters } from "./api/list-warehouse-stock";
import type { StockUrlFilters } from "./warehouse-stock-texts";

const isState = (value: string): value is WarehouseStockState =>
  (WAREHOUSE_STOCK_STATES as readonly string[]).includes(value);
const isWindow = (value: number): value is ExpiryWindow => (EXPIRY_WINDOWS as readonly number[]).includes(value);

/**
 * The filters a URL asks for (`?state=&days=&category=&search=`): anything that is not a state or a window
 * falls back to 'Con stock' and 30 days. The list and its print view read them alike.
 */
export function stockFiltersOf(params: URLSearchParams): StockUrlFilters {
  const state = params.get("state") ?? "";
  const days = Number(params.get("days"));
  return {
    state: isState(state) ? state : "stocked",
    days: isWindow(days) ? days : DEFAULT_EXPIRY_WINDOW,
    category: (params.get("category") ?? "").trim(),
    search: (params.get("search") ?? "").trim(),
  };
}

/**
 * 'Existencias''s state, window, category, search, page and `after` (the rows past the counted pages, «más
 * de 1.000») in the URL: a reload, a shared link or Back from a product shows the same rows. The category is
 * typed like the search (applied 300 ms after the last keystroke, from 3 characters or when emptied). A new
 * filter or search starts again from the first page.
 */
export function useStockQuery() {
  const { search, page, after, params, setFilters, controls } = useUrlKeysetQuery();
  const url = stockFiltersOf(params);
  const filters: StockPageFilters = {
    state: url.state,
    // Only 'Por vencer' depends on the window: the other states keep one cache entry whatever it is.
    days: url.state === "expiring" ? url.days : undefined,
    category: url.category,
    search,
    page,
    after,
  };

  // The category's box, applied as the search is.
  const [categoryText, setCategoryText] = useState(url.category);
  useEffect(() => {
    setCategoryText((current) => (current.trim() === url.category ? current : url.category));
  }, [url.category]);
  useDebouncedSearch(categoryText, (typed) => {
    if (typed !== url.category) setFilters({ category: typed });
  });

  return {
    filters,
    /** The list's filters as a link to the print view (or back) carries them. */
    urlFilters: { ...url, search },
    ...controls,
    categoryText,
    setCategoryText,
    setState: (state: WarehouseStockState) => setFilters({ state: state === "stocked" ? "" : state }),
    setDays: (days: ExpiryWindow) => setFilters({ days: days === DEFAULT_EXPIRY_WINDOW ? "" : String(days) }),
    /** Whether anything besides the search narrows the list ('Con stock' with no category does not). */
    filtered: url.state !== "stocked" || url.category !== "",
  };
}

export type StockQuery = ReturnType<typeof useStockQuery>;
