import { SALE_STATUSES, type SaleStatus } from "@inventario/shared/sales";
import { urlDate } from "../../lib/date-text";
import { useUrlFilteredSearchQuery } from "../../lib/use-url-search-query";
import type { SaleListFilters } from "./api/list-sales";

type FilterName = "from" | "to" | "status";

const isSaleStatus = (value: string): value is SaleStatus => (SALE_STATUSES as readonly string[]).includes(value);

/**
 * The sales history's search, page, business-date range and status, all kept in the URL so a reload
 * or coming back from a sale keeps them. The search and page follow every URL-kept list
 * (`useUrlSearchQuery`); a new date or status starts again at page 1.
 */
export function useSaleListQuery() {
  const { search, page, controls, params, setFilter } = useUrlFilteredSearchQuery<FilterName>();
  const status = params.get("status") ?? "";
  const filters: SaleListFilters = {
    search,
    page,
    from: urlDate(params, "from"),
    to: urlDate(params, "to"),
    status: isSaleStatus(status) ? status : "",
  };

  return {
    filters,
    ...controls,
    setFilter,
    /** The server refuses a start after the end (400): the history says so under 'Hasta' instead of asking. */
    rangeInvalid: filters.from !== "" && filters.to !== "" && filters.from > filters.to,
  };
}
