import { STOCK_COUNT_STATUSES, type StockCountStatus } from "@inventario/shared/stock-counts";
import { useUrlParams } from "../../lib/use-url-params";
import { urlFilterSetter, urlPage, urlPageSetter } from "../../lib/use-url-search-query";
import { useWarehouseFilterParam } from "../../lib/warehouse-filter-param";
import type { CountListFilters } from "./api/list-stock-counts";

type FilterName = "status" | "warehouse";

const isStatus = (value: string): value is StockCountStatus =>
  (STOCK_COUNT_STATUSES as readonly string[]).includes(value);

/**
 * The counts list's page, status and warehouse, in the URL, so a reload or Back from a count keeps them; a
 * new filter starts again at page 1. A status the URL holds that is none is no filter.
 */
export function useCountListQuery() {
  const [params, edit] = useUrlParams();
  const status = params.get("status") ?? "";
  const warehouse = useWarehouseFilterParam(params.get("warehouse"));
  const setFilter = urlFilterSetter<FilterName>(edit);
  const filters: CountListFilters = {
    page: urlPage(params),
    status: isStatus(status) ? status : "",
    warehouse: warehouse.value,
  };
  return {
    filters,
    setPage: urlPageSetter(edit),
    setFilter: (name: FilterName, value: string) =>
      setFilter(name, name === "warehouse" ? warehouse.toParam(value) : value),
    /** 'Mis bodegas' is offered (the user is limited to some warehouses) and is the default. */
    offerMine: warehouse.offerMine,
    filtered: filters.status !== "" || filters.warehouse !== "",
  };
}

export type CountListQuery = ReturnType<typeof useCountListQuery>;
