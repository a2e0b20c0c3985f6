import { useQuery } from "@tanstack/react-query";
import { getProductLots } from "../../../lib/product-lots";
import { inventoryKeys } from "../../../lib/query-keys";

/** Asked again whenever the form opens on a product: a sale or another transfer may have moved its stock. */
export function useProductLots(productId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.currentLots(productId ?? ""),
    queryFn: ({ signal }) => getProductLots(productId ?? "", signal),
    enabled: productId !== null,
    staleTime: 0,
  });
}
