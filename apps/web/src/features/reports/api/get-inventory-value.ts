import type { InventoryValuePage } from "@inventario/shared/reports";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { reportKeys } from "../../../lib/query-keys";
import { inventoryValueTexts } from "../inventory-value-texts";

/** What the report asks for; an empty warehouse or search is no filter (the API client leaves it out). */
export type InventoryValueFilters = { date: string; warehouse: string; search: string; page: number };

/** GET /reports/inventory-value: a page of products valued at the end of the date, with the grand total. */
function getInventoryValue({ date, warehouse, search, page }: InventoryValueFilters, signal?: AbortSignal) {
  return api.get<InventoryValuePage>("/reports/inventory-value", {
    signal,
    forbiddenMessage: inventoryValueTexts.forbidden,
    query: { date, warehouse_id: warehouse, search, page },
  });
}

/** Not asked while `enabled` is false (a future date); the page shown stays while the next loads. */
export function useInventoryValue(filters: InventoryValueFilters, enabled: boolean) {
  return usePagedList({
    queryKey: reportKeys.inventoryValue(filters),
    fetchPage: (signal) => getInventoryValue(filters, signal),
    enabled,
  });
}
