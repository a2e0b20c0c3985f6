import type { InventoryProduct } from "@inventario/shared/inventory";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productDetailKeys } from "../../../lib/query-keys";
import { detailTexts } from "../product-detail-texts";

/** The product with its stock per warehouse, weighted average cost and optimal stock levels. */
function getInventoryProduct(productId: string, signal?: AbortSignal): Promise<InventoryProduct> {
  return api.get<InventoryProduct>(`/inventory/${encodeURIComponent(productId)}`, {
    signal,
    forbiddenMessage: detailTexts.forbidden,
  });
}

export function useInventoryProduct(productId: string) {
  return useQuery({
    queryKey: productDetailKeys.inventory(productId),
    queryFn: ({ signal }) => getInventoryProduct(productId, signal),
  });
}
