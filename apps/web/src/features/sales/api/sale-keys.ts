/** The sale screen's own cache: the suggestions of its two searches. */
export const saleKeys = {
  clientSuggestions: (search: string) => ["sale", "client-suggestions", search] as const,
  productSuggestions: (search: string) => ["sale", "product-suggestions", search] as const,
  /** The picking requests screen's lists, which a new sale makes stale (its request heads the list). */
  pickingRequests: ["withdrawals"] as const,
};
