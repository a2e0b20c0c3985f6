import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from "@inventario/shared/purchases";
import { useUrlFilteredSearchQuery } from "../../lib/use-url-search-query";
import type { OrderListFilters } from "./api/list-purchase-orders";

type FilterName = "status" | "supplier" | "warehouse";

const isStatus = (value: string): value is PurchaseOrderStatus =>
  (PURCHASE_ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The orders list's search, page, status, supplier and warehouse, all in the URL, so a reload or Back from an
 * order keeps them; a new filter starts again at page 1. A status the URL holds that is none is no filter.
 */
export function useOrderListQuery() {
  const { search, page, controls, params, setFilter } = useUrlFilteredSearchQuery<FilterName>();
  const status = params.get("status") ?? "";
  const filters: OrderListFilters = {
    search,
    page,
    status: isStatus(status) ? status : "",
    supplier: params.get("supplier") ?? "",
    warehouse: params.get("warehouse") ?? "",
  };
  return {
    filters,
    ...controls,
    setFilter,
    filtered: filters.status !== "" || filters.supplier !== "" || filters.warehouse !== "",
  };
}

export type OrderListQuery = ReturnType<typeof useOrderListQuery>;
