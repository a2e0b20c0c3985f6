import { todayInBusinessZone } from "@inventario/shared/dates";
import { urlDate } from "../../lib/date-text";
import { useUrlParams } from "../../lib/use-url-params";
import { urlFilterSetter, urlPage, urlPageSetter } from "../../lib/use-url-search-query";
import type { KardexFilters } from "./api/get-kardex";

/**
 * The kardex's parameters in the product's URL, prefixed: the detail screen holds other lists, and a
 * plain `?page=` would not say which one it pages.
 */
const PARAMS = { from: "kardex_from", to: "kardex_to", warehouse: "kardex_warehouse", page: "kardex_page" } as const;
type FilterName = (typeof PARAMS)["from" | "to" | "warehouse"];

/**
 * The kardex's range (default: the first day of this month to today, business dates), warehouse and page,
 * kept in the URL so a reload or a shared link shows the same kardex. A new filter starts at page 1; an
 * emptied date goes back to its default.
 */
export function useKardexQuery() {
  const [params, edit] = useUrlParams();
  const today = todayInBusinessZone();
  const filters: KardexFilters = {
    from: urlDate(params, PARAMS.from) || `${today.slice(0, 8)}01`,
    to: urlDate(params, PARAMS.to) || today,
    warehouse: params.get(PARAMS.warehouse) ?? "",
    page: urlPage(params, PARAMS.page),
  };
  const setFilter = urlFilterSetter<FilterName>(edit, PARAMS.page);

  const setPage = urlPageSetter(edit, PARAMS.page);

  return {
    filters,
    today,
    setFrom: (value: string) => setFilter(PARAMS.from, value),
    setTo: (value: string) => setFilter(PARAMS.to, value),
    setWarehouse: (value: string) => setFilter(PARAMS.warehouse, value),
    setPage,
    /** The server refuses a start after the end (400): the section says so under 'Hasta' instead of asking. */
    rangeInvalid: filters.from > filters.to,
  };
}

export type KardexQueryState = ReturnType<typeof useKardexQuery>;
