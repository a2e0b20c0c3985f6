/**
 * Everything the detail screen caches sits under ['product-detail', productId]: a stock change, an
 * entry or a save invalidates that one key and every card and table of the product reloads.
 */
export const productDetailKeys = {
  all: (productId: string) => ["product-detail", productId] as const,
  inventory: (productId: string) => ["product-detail", productId, "inventory"] as const,
  product: (productId: string) => ["product-detail", productId, "product"] as const,
  lots: (productId: string, page: number) => ["product-detail", productId, "lots", page] as const,
  movements: (productId: string, page: number) => ["product-detail", productId, "movements", page] as const,
  entries: (productId: string, page: number) => ["product-detail", productId, "entries", page] as const,
  warehouseNames: (productId: string, ids: readonly string[]) =>
    ["product-detail", productId, "warehouse-names", ids] as const,
  warehouseOptions: (productId: string) => ["product-detail", productId, "warehouse-options"] as const,
};

/** The first segment of every key above, to tell this screen's cache from the other screens'. */
export const DETAIL_KEY_ROOT = "product-detail";
