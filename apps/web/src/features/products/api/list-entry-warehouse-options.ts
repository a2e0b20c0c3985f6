import type { Paged } from "@inventario/shared/pagination";
import type { Warehouse } from "@inventario/shared/warehouses";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productDetailKeys } from "./product-detail-keys";

/** Every active warehouse in one page (`all=true`), for the new entry's select. */
export function listWarehouseOptions(signal?: AbortSignal): Promise<Warehouse[]> {
  return api
    .get<Paged<Warehouse>>("/warehouse", { signal, query: { all: true } })
    .then(({ data }) => data.filter((warehouse) => warehouse.is_active));
}

export function useWarehouseOptions(productId: string) {
  return useQuery({
    queryKey: productDetailKeys.warehouseOptions(productId),
    queryFn: ({ signal }) => listWarehouseOptions(signal),
  });
}
