import type { Product } from "@inventario/shared/products";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productDetailKeys } from "../../../lib/query-keys";

/**
 * The product a prefilled form names (`?product=`), to show it as chosen. Quiet: an unknown or unreadable
 * id only leaves the product to choose.
 */
export function usePrefilledProduct(productId: string) {
  return useQuery({
    queryKey: productDetailKeys.product(productId),
    queryFn: ({ signal }) => api.get<Product>(`/product/${encodeURIComponent(productId)}`, { signal, quiet: true }),
    enabled: productId !== "",
  });
}
