import { PAGE_SIZE } from "@inventario/shared/constants";
import { sql } from "kysely";
import type { Db } from "../../db/connection";

/**
 * These products' lots summed per (product, warehouse), by warehouse name: `product_id` and `quantity`,
 * the warehouse's columns selected by the caller. The stock per warehouse (stockByWarehouse) and the
 * sellable stock per warehouse (sellableByWarehouse, which also filters the lots) both read it.
 */
export const lotsPerWarehouse = (db: Db, productIds: string[]) =>
  db
    .selectFrom("lots")
    .innerJoin("warehouses", "warehouses.id", "lots.warehouse_id")
    .select(["lots.product_id as product_id", (eb) => eb.fn.sum<number>("lots.quantity").as("quantity")])
    .where("lots.product_id", "in", productIds)
    .groupBy(["lots.product_id", "warehouses.id", "warehouses.name"])
    .orderBy("warehouses.name");

/** Stock per (product, warehouse) for these products, with warehouse names: one grouped query. */
export function stockByWarehouse(db: Db, productIds: string[]) {
  return lotsPerWarehouse(db, productIds)
    .select([
      "warehouses.id as id",
      "warehouses.name as name",
      // In floating point: a bigint sum of lot values could pass 2^63 for data every bound allows (many
      // lots at the largest value), and the value only feeds the weighted average cost.
      (eb) => eb.fn.sum<number>(sql`cast(lots.quantity as double precision) * lots.cost_cents`).as("value_cents"),
    ])
    .execute();
}

export function findLot(db: Db, productId: string, warehouseId: string, lotNumber: string | null) {
  return db
    .selectFrom("lots")
    .select(["id", "product_id", "warehouse_id", "lot_number", "unit", "quantity", "expiration_date"])
    .where("product_id", "=", productId)
    .where("warehouse_id", "=", warehouseId)
    .where("lot_key", "=", lotNumber ?? "")
    .executeTakeFirst();
}

export const activeProduct = (db: Db, id: string) =>
  db.selectFrom("products").select("id").where("id", "=", id).where("is_active", "=", 1).executeTakeFirst();

/** The product fields the inventory card shows next to the stock. */
export const inventoryProductRows = (db: Db, ids: string[]) =>
  db
    .selectFrom("products")
    .select(["id", "name", "sku", "description", "price_cents", "min_stock", "max_stock", "image_url"])
    .where("id", "in", ids)
    .execute();

const lotsOf = (db: Db, productId: string) => db.selectFrom("lots").where("lots.product_id", "=", productId);

export async function countLots(db: Db, productId: string): Promise<number> {
  const row = await lotsOf(db, productId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A page of a product's lots as they stand, by warehouse name then lot. */
export const lotPage = (db: Db, productId: string, offset: number) =>
  lotsOf(db, productId)
    .innerJoin("warehouses", "warehouses.id", "lots.warehouse_id")
    .select([
      "lots.id",
      "lots.product_id",
      "lots.warehouse_id",
      "warehouses.name as warehouse_name",
      "lots.lot_number",
      "lots.quantity",
      "lots.cost_cents",
      "lots.unit",
      "lots.expiration_date",
      "lots.min_stock",
      "lots.max_stock",
      "lots.acquired_at",
    ])
    .orderBy("warehouses.name")
    .orderBy("lots.lot_key")
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute();

/** A product's entries: its IN movements. */
const entriesOf = (db: Db, productId: string) =>
  db.selectFrom("movements").where("movements.product_id", "=", productId).where("movements.type", "=", "IN");

export async function countEntries(db: Db, productId: string): Promise<number> {
  const row = await entriesOf(db, productId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A page of a product's entries, newest first (ids are time-ordered). */
export const entryPage = (db: Db, productId: string, offset: number) =>
  entriesOf(db, productId)
    .innerJoin("warehouses", "warehouses.id", "movements.warehouse_id")
    .select([
      "movements.id",
      "warehouses.name as warehouse_name",
      "movements.lot_number",
      "movements.quantity",
      "movements.cost_cents",
      "movements.created_at as acquired_at",
    ])
    .orderBy("movements.id", "desc")
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute();

/**
 * Every lot of these products (any warehouse): what an opening-stock import compares its lots with, and
 * what a purchase receipt finds its lots among.
 */
export const lotsOfProducts = (db: Db, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("lots")
        .select(["id", "product_id", "warehouse_id", "lot_key", "expiration_date", "unit", "quantity", "cost_cents"])
        .where("product_id", "in", productIds)
        .execute();
