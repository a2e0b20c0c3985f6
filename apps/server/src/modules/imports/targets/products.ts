import { importMessages } from "@inventario/shared/imports";
import { toCents } from "@inventario/shared/money";
import * as products from "../../products/products.repository";
import type { ImportTarget } from "../import-target";

type ExistingProduct = Awaited<ReturnType<typeof products.productsBySkus>>[number];

/** Products, keyed by SKU: a new SKU creates a product without stock, a known one updates its fields. */
export const productsTarget: ImportTarget<ExistingProduct> = {
  kind: "products",
  keyFields: ["sku"],
  keyOf: (values) => (typeof values.sku === "string" && values.sku.trim() ? values.sku.trim().toUpperCase() : null),
  async existing(db, skus) {
    const rows = await products.productsBySkus(db, skus);
    return new Map(rows.map((row) => [row.sku, row]));
  },
  compare(existing, data) {
    if (!existing) return { created: true };
    if (existing.is_active !== 1) return { refused: importMessages.row.productDeleted };
    const changes: Record<string, unknown> = {};
    for (const field of ["name", "description", "category", "image_url"] as const)
      if (field in data && data[field] !== existing[field]) changes[field] = data[field];
    if ("price" in data && toCents(data.price as number) !== existing.price_cents) changes.price = data.price;
    return { changes };
  },
};
