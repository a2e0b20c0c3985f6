import type { Paged } from "@inventario/shared/pagination";
import type { Warehouse } from "@inventario/shared/warehouses";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { warehouseKeys } from "../../../lib/query-keys";

/**
 * Every active warehouse in one page (`all=true`), for the selects of a new product's first lot and of a
 * new entry. The server already leaves inactive ones out; keeping only active ones here as well means an
 * inactive one is never offered. `forbiddenMessage` is the screen's own 403 text, when its spec names one.
 */
function listWarehouseOptions(signal?: AbortSignal, forbiddenMessage?: string): Promise<Warehouse[]> {
  return api
    .get<Paged<Warehouse>>("/warehouse", { signal, forbiddenMessage, query: { all: true } })
    .then(({ data }) => data.filter((warehouse) => warehouse.is_active));
}

export function useWarehouseOptions(forbiddenMessage?: string) {
  return useQuery({
    queryKey: warehouseKeys.options(),
    queryFn: ({ signal }) => listWarehouseOptions(signal, forbiddenMessage),
  });
}
