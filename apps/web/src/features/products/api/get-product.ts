import type { Product } from "@inventario/shared/products";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productDetailKeys } from "../../../lib/query-keys";
import { detailTexts } from "../product-detail-texts";

/** The catalog record: the basic form needs its category and image URL, which the inventory view lacks. */
function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/product/${encodeURIComponent(productId)}`, {
    signal,
    forbiddenMessage: detailTexts.forbidden,
  });
}

export function useProduct(productId: string) {
  return useQuery({
    queryKey: productDetailKeys.product(productId),
    queryFn: ({ signal }) => getProduct(productId, signal),
  });
}
