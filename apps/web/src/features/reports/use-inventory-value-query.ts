import { isRealDate, todayInBusinessZone } from "@inventario/shared/dates";
import { useSearchParams } from "react-router";
import { urlFilterSetter, useUrlSearchQuery } from "../../lib/use-url-search-query";
import type { InventoryValueFilters } from "./api/get-inventory-value";

type FilterName = "date" | "warehouse";

/**
 * The report's date (default today, business date), warehouse, search and page, all in the URL so a
 * reload or a shared link shows the same figures. A new date or warehouse starts again at page 1.
 */
export function useInventoryValueQuery() {
  const { text, setText, search, page, setPage, clearSearch } = useUrlSearchQuery();
  const [params, setParams] = useSearchParams();
  const today = todayInBusinessZone();
  const date = params.get("date") ?? "";
  const filters: InventoryValueFilters = {
    date: isRealDate(date) ? date : today,
    warehouse: params.get("warehouse") ?? "",
    search,
    page,
  };
  const setFilter = urlFilterSetter<FilterName>(setParams);
  return {
    filters,
    today,
    text,
    setText,
    setPage,
    clearSearch,
    setDate: (value: string) => setFilter("date", value),
    setWarehouse: (id: string) => setFilter("warehouse", id),
    /** The server refuses a date after today (400): the field says so instead of asking. */
    futureDate: filters.date > today,
  };
}

export type InventoryValueQueryState = ReturnType<typeof useInventoryValueQuery>;
