/** Every cached warehouse list (pages here, the product form's options) sits under one key. */
export const warehouseKeys = {
  all: ["warehouses"] as const,
  list: (search: string, page: number) => ["warehouses", "list", { search, page }] as const,
};
