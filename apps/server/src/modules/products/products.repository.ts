import { type Insertable, sql, type Updateable } from "kysely";
import type { Db } from "../../db/connection";
import { listSize } from "../../db/lists/layout";
import { type ListRow, listShape } from "../../db/lists/list-page";
import type { Database } from "../../db/types";

/**
 * A product as lists and detail show it: its total stock across warehouses and lots is kept on the
 * row (products.stock, by triggers on lots).
 */
export const productList = listShape("products", (r) =>
  r.select([
    "r.id",
    "r.name",
    "r.description",
    "r.category",
    "r.sku",
    "r.image_url",
    "r.price_cents",
    "r.tax_class",
    "r.is_active",
    "r.stock as quantity",
    // available = stock − expired_stock − reserved, and the minimum the alerts compare it with (issue 19).
    "r.expired_stock",
    "r.reserved",
    "r.min_stock",
    "r.on_order",
  ]),
);
export type ProductRow = ListRow<typeof productList>;

/** The products list's ids alone, for callers that load their rows in several queries (inventory). */
export const productIdList = listShape("products", (r) => r.select("r.id"));

/** The products list holds exactly the active ones. */
export const countActiveProducts = (db: Db) => listSize(db, "products");

export const skuTaken = async (db: Db, sku: string, exceptId?: string) => {
  let query = db.selectFrom("products").select("id").where("sku", "=", sku);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

/** The active product with exactly this SKU (already upper case): one probe of the SKU's unique index. */
export const activeProductIdBySku = async (db: Db, sku: string) =>
  (await db.selectFrom("products").select("id").where("sku", "=", sku).where("is_active", "=", 1).executeTakeFirst())
    ?.id;

/** The products (active or deleted) with these SKUs (already upper case; a batch of an import). */
export const productsBySkus = (db: Db, skus: string[]) =>
  skus.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("products")
        .select(["id", "sku", "name", "description", "category", "price_cents", "tax_class", "image_url", "is_active"])
        .where("sku", "in", skus)
        .execute();

export const insertProduct = (db: Db, row: Insertable<Database["products"]>) =>
  db.insertInto("products").values(row).execute();

/** Several products in one statement (a batch of an import). */
export const insertProducts = (db: Db, rows: Insertable<Database["products"]>[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto("products")
        .values(rows)
        .execute()
        .then(() => undefined);

export const updateProduct = (db: Db, id: string, values: Updateable<Database["products"]>) =>
  db.updateTable("products").set(values).where("id", "=", id).execute();

export const productNames = (db: Db, ids: string[]) =>
  db.selectFrom("products").select(["id", "name", "sku"]).where("id", "in", ids).execute();

export const productImageUrl = (db: Db, id: string) =>
  db.selectFrom("products").select(["name", "sku", "image_url"]).where("id", "=", id).executeTakeFirst();

/** A product's name, SKU and stock levels (what a change of its levels records). */
export const productLevels = (db: Db, id: string) =>
  db.selectFrom("products").select(["name", "sku", "min_stock", "max_stock"]).where("id", "=", id).executeTakeFirst();

export const productExists = async (db: Db, id: string) =>
  (await db.selectFrom("products").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;

/**
 * What pending picking requests still need of a product (products.reserved, migration 0018): raised
 * when a sale opens its request, lowered as the request is dispatched or cancelled, inside those
 * transactions and under the product's lock they already hold.
 */
export const changeReserved = (trx: Db, productId: string, delta: number) =>
  trx
    .updateTable("products")
    .set({ reserved: sql`reserved + ${delta}` })
    .where("id", "=", productId)
    .execute();

/**
 * Units of a product on open purchase orders (products.on_order, migration 0028): raised when an order is
 * sent, lowered as it is received, closed or cancelled, inside those transactions and under the product's
 * lock they hold.
 */
export const changeOnOrder = (trx: Db, productId: string, delta: number) =>
  trx
    .updateTable("products")
    .set({ on_order: sql`on_order + ${delta}` })
    .where("id", "=", productId)
    .execute();

/** Which of these products exist and are active (what a purchase order may name). */
export async function activeProductIds(db: Db, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 1_000) {
    const rows = await db
      .selectFrom("products")
      .select("id")
      .where("id", "in", ids.slice(start, start + 1_000))
      .where("is_active", "=", 1)
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The category of each of these products. */
export const productCategories = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom("products").select(["id", "category"]).where("id", "in", ids).execute();
