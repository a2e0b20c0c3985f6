import type { NamedItem } from "@inventario/shared/names-batch";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useCan } from "../../../lib/my-permissions";
import { warehouseStockKeys } from "../../../lib/query-keys";

/** POST /warehouse/names-batch with one id: the warehouse's name, undefined when it is not known. */
async function getWarehouseName(warehouseId: string, signal?: AbortSignal): Promise<string | null> {
  const names = await api.post<NamedItem[]>("/warehouse/names-batch", { ids: [warehouseId] }, { signal, quiet: true });
  return names.find((item) => item.id === warehouseId)?.name ?? null;
}

/**
 * The name of the warehouse for the title. The call needs warehouses:read, which 'Existencias' does not:
 * without it nothing is asked and the title goes without the name. A failure only leaves the name out.
 */
export function useWarehouseName(warehouseId: string): string | undefined {
  const mayRead = useCan("warehouses:read");
  const name = useQuery({
    queryKey: warehouseStockKeys.name(warehouseId),
    queryFn: ({ signal }) => getWarehouseName(warehouseId, signal),
    enabled: mayRead && warehouseId !== "",
    staleTime: 5 * 60_000,
    retry: false,
  });
  return name.data ?? undefined;
}
