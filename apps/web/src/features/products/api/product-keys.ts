/** Every cached product page sits under one key, so one invalidation reloads whichever page is shown. */
export const productKeys = {
  all: ["products"] as const,
  list: (search: string, page: number) => ["products", "list", { search, page }] as const,
  // Under the warehouses' key: a warehouse added or renamed on its own screen then refreshes this list too.
  warehouseOptions: () => ["warehouses", "options"] as const,
};
