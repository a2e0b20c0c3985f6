import type { Db } from "../../db/connection";

const productColumns = [
  "id",
  "name",
  "description",
  "category",
  "sku",
  "image_url",
  "price_cents",
  "is_active",
] as const;

export const findProducts = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom("products").select(productColumns).where("id", "in", ids).execute();

/** Total stock per product across warehouses and lots, for a page of products (one query). */
export async function totalQuantities(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("lots")
    .select(["product_id", (eb) => eb.fn.sum<number>("quantity").as("total")])
    .where("product_id", "in", ids)
    .groupBy("product_id")
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.total)]));
}

export const skuTaken = async (db: Db, sku: string, exceptId?: string) => {
  let query = db.selectFrom("products").select("id").where("sku", "=", sku);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

export const activeWarehouse = (db: Db, id: string) =>
  db.selectFrom("warehouses").select("id").where("id", "=", id).where("is_active", "=", 1).executeTakeFirst();
