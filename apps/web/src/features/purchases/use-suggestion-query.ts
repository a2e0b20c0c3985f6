import { useUrlFilteredSearchQuery } from "../../lib/use-url-search-query";
import type { SuggestionFilters } from "./api/list-suggestions";

type FilterName = "warehouse" | "supplier" | "category";

/**
 * 'Sugerido de compra''s warehouse, supplier, category, search and page, all in the URL: the alerts' 'Stock
 * bajo' links here, and a reload or Back keeps the list. A new filter starts again at page 1.
 */
export function useSuggestionQuery() {
  const { search, page, controls, params, setFilter } = useUrlFilteredSearchQuery<FilterName>();
  const filters: SuggestionFilters = {
    warehouse: params.get("warehouse") ?? "",
    supplier: params.get("supplier") ?? "",
    category: (params.get("category") ?? "").trim(),
    search,
    page,
  };
  return {
    filters,
    ...controls,
    setFilter,
    filtered: filters.warehouse !== "" || filters.supplier !== "" || filters.category !== "",
  };
}

export type SuggestionQuery = ReturnType<typeof useSuggestionQuery>;
