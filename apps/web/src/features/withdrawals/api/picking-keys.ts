/**
 * Picking requests sit under "withdrawals" (the sale screen marks that key stale when it creates one);
 * stock under "inventory", which an assignment changes. Product names never change with either, so they
 * have their own key and reloading a request does not ask for them again.
 */
export const pickingKeys = {
  all: ["withdrawals"] as const,
  list: (search: string, page: number) => ["withdrawals", "list", { search, page }] as const,
  detail: (id: string) => ["withdrawals", "detail", id] as const,
  productNames: (ids: readonly string[]) => ["picking-product-names", ids] as const,
  inventory: ["inventory"] as const,
  stock: (productIds: readonly string[]) => ["inventory", "by-products", productIds] as const,
  lots: (productId: string) => ["inventory", "current-lots", productId] as const,
  /** Product screens show quantities that a dispatch lowers. */
  products: ["products"] as const,
};
