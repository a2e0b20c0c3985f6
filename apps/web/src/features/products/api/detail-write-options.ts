import type { QueryClient } from "@tanstack/react-query";
import { productDetailKeys } from "../../../lib/query-keys";
import { invalidateAfterStockWrite } from "../../../lib/stock-write-invalidations";

/**
 * What every write of the detail screen's product itself (its name, image, levels) shares: every query of this product reloads. The lists of the
 * other screens (products, dashboard, warehouses) show this product too, so they are marked stale and
 * reload when next shown instead of showing the old name or stock for another 30 s.
 */
export function detailWriteOptions(productId: string) {
  return {
    invalidates: productDetailKeys.all(productId),
    onSaved: (_data: unknown, _variables: unknown, queryClient: QueryClient) =>
      void queryClient.invalidateQueries({
        predicate: (query) => !productDetailKeys.isDetailKey(query.queryKey),
        refetchType: "none",
      }),
  };
}

/**
 * A stock write of the detail screen (an entry, a restock, a withdrawal): this product's queries reload at
 * once and every other view of stock is marked stale, as after any stock write.
 */
export function detailStockWriteOptions(productId: string) {
  return {
    onSaved: (_data: unknown, _variables: unknown, queryClient: QueryClient) =>
      void invalidateAfterStockWrite(queryClient, [productId]),
  };
}
