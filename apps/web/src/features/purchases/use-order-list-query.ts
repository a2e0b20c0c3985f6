import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from "@inventario/shared/purchases";
import { urlDate } from "../../lib/date-text";
import { useUrlFilteredSearchQuery } from "../../lib/use-url-search-query";
import { useWarehouseFilterParam } from "../../lib/warehouse-filter-param";
import type { OrderListFilters } from "./api/list-purchase-orders";

type FilterName = "status" | "supplier" | "warehouse" | "from" | "to";

const isStatus = (value: string): value is PurchaseOrderStatus =>
  (PURCHASE_ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The orders list's search, page, status, supplier, warehouse and the business days the orders were placed
 * on, all in the URL, so a reload or Back from an
 * order keeps them; a new filter starts again at page 1. A status the URL holds that is none is no filter.
 */
export function useOrderListQuery() {
  const { search, page, controls, params, setFilter } = useUrlFilteredSearchQuery<FilterName>();
  const status = params.get("status") ?? "";
  const warehouse = useWarehouseFilterParam(params.get("warehouse"));
  const filters: OrderListFilters = {
    search,
    page,
    status: isStatus(status) ? status : "",
    supplier: params.get("supplier") ?? "",
    warehouse: warehouse.value,
    from: urlDate(params, "from"),
    to: urlDate(params, "to"),
  };
  return {
    filters,
    ...controls,
    setFilter: (name: FilterName, value: string) =>
      setFilter(name, name === "warehouse" ? warehouse.toParam(value) : value),
    /** 'Mis bodegas' is offered (the user is limited to some warehouses) and is the default. */
    offerMine: warehouse.offerMine,
    filtered: [filters.status, filters.supplier, filters.warehouse, filters.from, filters.to].some((f) => f !== ""),
    /** The server refuses a start after the end (400): the list says so under 'Hasta' instead of asking. */
    rangeInvalid: filters.from !== "" && filters.to !== "" && filters.from > filters.to,
  };
}

export type OrderListQuery = ReturnType<typeof useOrderListQuery>;
