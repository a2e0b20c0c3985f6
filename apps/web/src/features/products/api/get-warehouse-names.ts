import type { NamedItem } from "@inventario/shared/names-batch";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productDetailKeys } from "../../../lib/query-keys";

export type WarehouseNames = ReadonlyMap<string, string>;

function getWarehouseNames(ids: readonly string[], signal?: AbortSignal): Promise<NamedItem[]> {
  return api.post<NamedItem[]>("/warehouse/names-batch", { ids }, { signal });
}

const byId = (items: NamedItem[]): WarehouseNames => new Map(items.map(({ id, name }) => [id, name]));

/**
 * The warehouse names of one page of history in a single request, never one per row. The ids are
 * deduplicated and sorted so the same page hits the same cache entry; while the next page's names load,
 * the previous ones stay (most pages share their warehouses).
 */
export function useWarehouseNames(productId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)].sort();
  return useQuery({
    queryKey: productDetailKeys.warehouseNames(productId, unique),
    queryFn: ({ signal }) => getWarehouseNames(unique, signal),
    enabled: unique.length > 0,
    select: byId,
    placeholderData: keepPreviousData,
  });
}
