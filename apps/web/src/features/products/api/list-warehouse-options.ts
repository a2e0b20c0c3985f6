import type { Paged } from "@inventario/shared/pagination";
import type { Warehouse } from "@inventario/shared/warehouses";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productKeys } from "./product-keys";

const FORBIDDEN = "No tienes permisos para ver los almacenes";

/** Every active warehouse in one page (`all=true`), for the select of the new product's first lot. */
export function listWarehouseOptions(signal?: AbortSignal): Promise<Warehouse[]> {
  return api
    .get<Paged<Warehouse>>("/warehouse", { signal, forbiddenMessage: FORBIDDEN, query: { all: true } })
    .then(({ data }) => data);
}

export function useWarehouseOptions() {
  return useQuery({
    queryKey: productKeys.warehouseOptions(),
    queryFn: ({ signal }) => listWarehouseOptions(signal),
  });
}
