import type { Paged } from "@inventario/shared/pagination";
import type { Warehouse } from "@inventario/shared/warehouses";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { warehouseKeys } from "../../../lib/query-keys";

/**
 * Every active warehouse (`all=true`), where returned goods may go. The products feature asks the same
 * under the same key (features do not import each other): both keep the same shape, active ones only,
 * so either screen may answer from the other's cache.
 */
function listWarehouseOptions(signal?: AbortSignal): Promise<Warehouse[]> {
  return api
    .get<Paged<Warehouse>>("/warehouse", { signal, query: { all: true } })
    .then(({ data }) => data.filter((warehouse) => warehouse.is_active));
}

export function useWarehouseOptions() {
  return useQuery({ queryKey: warehouseKeys.options(), queryFn: ({ signal }) => listWarehouseOptions(signal) });
}
