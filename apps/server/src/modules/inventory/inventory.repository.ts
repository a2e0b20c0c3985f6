import type { Db } from "../../db/connection";

/** Stock per (product, warehouse) for these products, with warehouse names: one grouped query. */
export function stockByWarehouse(db: Db, productIds: string[]) {
  return db
    .selectFrom("lots")
    .innerJoin("warehouses", "warehouses.id", "lots.warehouse_id")
    .select([
      "lots.product_id as product_id",
      "warehouses.id as id",
      "warehouses.name as name",
      (eb) => eb.fn.sum<number>("lots.quantity").as("quantity"),
      (eb) => eb.fn.sum<number>(eb("lots.quantity", "*", eb.ref("lots.cost_cents"))).as("value_cents"),
    ])
    .where("lots.product_id", "in", productIds)
    .groupBy(["lots.product_id", "warehouses.id", "warehouses.name"])
    .orderBy("warehouses.name")
    .execute();
}

export function findLot(db: Db, productId: string, warehouseId: string, lotNumber: string | null) {
  return db
    .selectFrom("lots")
    .select(["id", "product_id", "warehouse_id", "lot_number", "unit", "quantity"])
    .where("product_id", "=", productId)
    .where("warehouse_id", "=", warehouseId)
    .where("lot_key", "=", lotNumber ?? "")
    .executeTakeFirst();
}

export const activeProduct = (db: Db, id: string) =>
  db.selectFrom("products").select("id").where("id", "=", id).where("is_active", "=", 1).executeTakeFirst();

export const activeWarehouse = (db: Db, id: string) =>
  db.selectFrom("warehouses").select("id").where("id", "=", id).where("is_active", "=", 1).executeTakeFirst();
