import type { Paged } from "@inventario/shared/pagination";
import type { Warehouse } from "@inventario/shared/warehouses";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { warehouseTexts } from "../warehouse-texts";
import { warehouseKeys } from "./warehouse-keys";

type ListWarehousesParams = { search: string; page: number; signal?: AbortSignal };

/** Active and inactive warehouses by name, so an inactive one can be found and switched back on. */
export function listWarehouses({ search, page, signal }: ListWarehousesParams): Promise<Paged<Warehouse>> {
  return api.get<Paged<Warehouse>>("/warehouse", {
    signal,
    forbiddenMessage: warehouseTexts.listForbidden,
    query: { page, search },
  });
}

export function useWarehouseList(search: string, page: number) {
  return useQuery({
    queryKey: warehouseKeys.list(search, page),
    queryFn: ({ signal }) => listWarehouses({ search, page, signal }),
    placeholderData: keepPreviousData,
  });
}
