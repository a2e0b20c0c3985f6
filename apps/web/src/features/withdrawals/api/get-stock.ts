import type { byProductsResponseSchema } from "@inventario/shared/inventory";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { inventoryKeys } from "../../../lib/query-keys";

export type StockByProduct = z.infer<typeof byProductsResponseSchema>;
export type WarehouseStock = StockByProduct[string][number];

export function getStock(productIds: readonly string[], signal?: AbortSignal): Promise<StockByProduct> {
  return api.post<StockByProduct>("/inventory/by-products", { product_ids: productIds }, { signal });
}

/** The warehouses holding each product (stock above 0), for every item of the request in one call. */
export function useStock(productIds: readonly string[]) {
  const ids = [...new Set(productIds)].sort();
  return useQuery({
    queryKey: inventoryKeys.byProducts(ids),
    queryFn: ({ signal }) => getStock(ids, signal),
    enabled: ids.length > 0,
    staleTime: 0,
  });
}
