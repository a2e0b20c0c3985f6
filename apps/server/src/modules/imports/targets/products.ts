import { importMessages } from "@inventario/shared/imports";
import { toCents } from "@inventario/shared/money";
import type { productBasicsSchema } from "@inventario/shared/products";
import type { z } from "zod";
import { countIntoList, insertWithoutListTrigger } from "../../../db/lists/bulk-insert";
import { newId } from "../../../lib/ids";
import * as products from "../../products/products.repository";
import { basicColumns, classOfNew, searchable } from "../../products/products.service";
import type { ImportTarget } from "../import-target";
import { lockProductsOfSkus } from "./product-locks";

type ExistingProduct = Awaited<ReturnType<typeof products.productsBySkus>>[number];
type Basics = z.output<typeof productBasicsSchema>;

const TEXT_FIELDS = ["name", "description", "category", "image_url"] as const;

/** Products, keyed by SKU: a new SKU creates a product without stock, a known one updates its fields. */
export function productsTarget(): ImportTarget<ExistingProduct> {
  /** The products this import created, counted into the product list at the end (bulk-insert.ts). */
  const created: string[] = [];
  return {
    kind: "products",
    keyFields: ["sku"],
    keyOf: (values) => (typeof values.sku === "string" && values.sku.trim() ? values.sku.trim().toUpperCase() : null),
    async existing(db, rows) {
      const found = await products.productsBySkus(
        db,
        rows.map(({ key }) => key),
      );
      return new Map(found.map((row) => [row.sku, row]));
    },
    compare(existing, data) {
      if (!existing) return { created: true };
      if (existing.is_active !== 1) return { refused: importMessages.row.productDeleted };
      const changes: Record<string, unknown> = {};
      for (const field of TEXT_FIELDS)
        if (field in data && data[field] !== existing[field]) changes[field] = data[field];
      if ("price" in data && toCents(data.price as number) !== existing.price_cents) changes.price = data.price;
      // An empty IVA cell keeps the product's class.
      if (typeof data.tax_class === "string" && data.tax_class !== existing.tax_class)
        changes.tax_class = data.tax_class;
      return { changes };
    },
    async write(trx, rows, { at }) {
      // A new product without an IVA class takes the settings' default, as the product form's.
      const defaultClass = await classOfNew(trx, undefined);
      const inserted = rows
        .filter((row) => row.action === "create")
        .map(({ data }) => ({
          id: newId(),
          ...basicColumns({ ...(data as Basics), tax_class: (data as Basics).tax_class ?? defaultClass }),
          ...searchable(data as Basics),
          created_at: at,
          updated_at: at,
        }));
      await insertWithoutListTrigger(trx, () => products.insertProducts(trx, inserted));
      created.push(...inserted.map((row) => row.id));
      for (const { action, existing, changes } of rows) {
        if (action !== "update" || !existing) continue;
        const { price, ...texts } = changes as Partial<Basics>;
        await products.updateProduct(trx, existing.id, {
          ...texts,
          ...(price === undefined ? {} : { price_cents: toCents(price) }),
          ...(texts.name === undefined ? {} : searchable({ name: texts.name, sku: existing.sku })),
          updated_at: at,
        });
      }
    },
    lockFor: lockProductsOfSkus,
    finish: (trx) => countIntoList(trx, "products", created),
  };
}
