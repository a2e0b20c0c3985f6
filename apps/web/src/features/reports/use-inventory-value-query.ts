import { isRealDate, todayInBusinessZone } from "@inventario/shared/dates";
import { useUrlFilteredSearchQuery } from "../../lib/use-url-search-query";
import type { InventoryValueFilters } from "./api/get-inventory-value";

type FilterName = "date" | "warehouse";

/**
 * The report's date (default today, business date), warehouse, search and page, all in the URL so a
 * reload or a shared link shows the same figures. A new date or warehouse starts again at page 1.
 */
export function useInventoryValueQuery() {
  const { search, page, controls, params, setFilter } = useUrlFilteredSearchQuery<FilterName>();
  const today = todayInBusinessZone();
  const date = params.get("date") ?? "";
  const filters: InventoryValueFilters = {
    date: isRealDate(date) ? date : today,
    warehouse: params.get("warehouse") ?? "",
    search,
    page,
  };
  return {
    filters,
    today,
    ...controls,
    setDate: (value: string) => setFilter("date", value),
    setWarehouse: (id: string) => setFilter("warehouse", id),
    /** The server refuses a date after today (400): the field says so instead of asking. */
    futureDate: filters.date > today,
  };
}

export type InventoryValueQueryState = ReturnType<typeof useInventoryValueQuery>;
