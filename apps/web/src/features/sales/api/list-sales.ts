import type { Paged } from "@inventario/shared/pagination";
import type { SaleListItem, SaleStatus } from "@inventario/shared/sales";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { saleKeys } from "../../../lib/query-keys";
import { historyTexts } from "../sale-history-texts";

/** What the history asks for; an empty text or date is no filter (the API client leaves it out). */
export type SaleListFilters = {
  search: string;
  page: number;
  from: string;
  to: string;
  status: SaleStatus | "";
};

/** GET /sales: newest first, by number, client identification or name, business dates and status. */
function listSales(filters: SaleListFilters, signal?: AbortSignal): Promise<Paged<SaleListItem>> {
  return api.get<Paged<SaleListItem>>("/sales", {
    signal,
    forbiddenMessage: historyTexts.listForbidden,
    query: { ...filters },
  });
}

/**
 * `enabled` is false while the filters cannot be sent (a date range the server would refuse): the rows
 * shown stay as they were.
 */
export function useSaleList(filters: SaleListFilters, enabled: boolean) {
  return usePagedList({
    queryKey: saleKeys.list(filters),
    fetchPage: (signal) => listSales(filters, signal),
    enabled,
  });
}
