import type { Paged } from "@inventario/shared/pagination";
import type { Warehouse } from "@inventario/shared/warehouses";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { warehouseKeys } from "../../../lib/query-keys";

/** Every active warehouse in one page (`all=true`): a transfer neither leaves nor reaches an inactive one. */
function listWarehouseOptions(signal?: AbortSignal): Promise<Warehouse[]> {
  return api
    .get<Paged<Warehouse>>("/warehouse", { signal, query: { all: true } })
    .then(({ data }) => data.filter((warehouse) => warehouse.is_active));
}

export function useWarehouseOptions() {
  return useQuery({ queryKey: warehouseKeys.options(), queryFn: ({ signal }) => listWarehouseOptions(signal) });
}
