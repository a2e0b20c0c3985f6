import type { NamedProduct } from "@inventario/shared/names-batch";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { inventoryKeys } from "../../../lib/query-keys";

function getProductNames(ids: readonly string[], signal?: AbortSignal): Promise<NamedProduct[]> {
  return api.post<NamedProduct[]>("/product/names-batch", { ids }, { signal });
}

const byId = (products: NamedProduct[]): ReadonlyMap<string, NamedProduct> =>
  new Map(products.map((product) => [product.id, product]));

/** Every item's product name in one request, never one per row; ids deduplicated and sorted for the cache. */
export function useProductNames(productIds: readonly string[]) {
  const ids = [...new Set(productIds)].sort();
  return useQuery({
    queryKey: inventoryKeys.productNames(ids),
    queryFn: ({ signal }) => getProductNames(ids, signal),
    enabled: ids.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    select: byId,
  });
}
