import type { Warehouse } from "@inventario/shared/warehouses";
import { getPage, type PageParams, usePagedList } from "../../../lib/paged-list";
import { warehouseKeys } from "../../../lib/query-keys";
import { warehouseTexts } from "../warehouse-texts";

/** Active and inactive warehouses by name, so an inactive one can be found and switched back on. */
function listWarehouses(params: PageParams) {
  return getPage<Warehouse>("/warehouse", params, warehouseTexts.listForbidden);
}

export function useWarehouseList(search: string, page: number) {
  return usePagedList({
    queryKey: warehouseKeys.list(search, page),
    fetchPage: (signal) => listWarehouses({ search, page, signal }),
  });
}
