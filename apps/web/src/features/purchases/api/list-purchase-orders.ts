import type { Paged } from "@inventario/shared/pagination";
import type { PurchaseOrderStatus, PurchaseOrderSummary } from "@inventario/shared/purchases";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { purchaseKeys } from "../../../lib/query-keys";
import { orderListTexts } from "../purchase-texts";

/** What the list asks for; an empty filter is none (the API client leaves it out). */
export type OrderListFilters = {
  search: string;
  page: number;
  status: PurchaseOrderStatus | "";
  supplier: string;
  warehouse: string;
  /** Business dates the orders were placed on (YYYY-MM-DD), both included. */
  from: string;
  to: string;
};

/** GET /purchase-orders: newest first, by number or supplier, status, supplier, warehouse and dates. */
function listOrders({ supplier, warehouse, ...filters }: OrderListFilters, signal?: AbortSignal) {
  return api.get<Paged<PurchaseOrderSummary>>("/purchase-orders", {
    signal,
    forbiddenMessage: orderListTexts.listForbidden,
    query: { ...filters, supplier_id: supplier, warehouse_id: warehouse },
  });
}

/** `enabled` is false while the dates cannot be sent (a range the server would refuse): the rows stay. */
export function usePurchaseOrderList(filters: OrderListFilters, enabled: boolean) {
  return usePagedList({
    queryKey: purchaseKeys.orderList(filters),
    fetchPage: (signal) => listOrders(filters, signal),
    enabled,
  });
}
