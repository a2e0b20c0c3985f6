import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { runNamed } from "../../db/prepared";
import type { Database } from "../../db/types";

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

type MovementRow = Pick<
  Selectable<Database["movements"]>,
  "id" | "product_id" | "warehouse_id" | "type" | "quantity" | "unit" | "lot_number" | "reference" | "created_at"
>;

/**
 * A page of one product's ledger, newest first, with its size (kept on the product) — one statement,
 * so one round trip, and the count belongs to the rows read with it. The OFFSET runs over the
 * (product_id, id) index alone: SQLite seeks a skipped row's table entry only when it outputs it;
 * PostgreSQL gets the page's ids first. No product: no row at all; a page past the end: one row of nulls.
 */
export async function productMovementPage(db: Db, productId: string, limit: number, offset: number) {
  const columns = sql.raw(
    "m.id, m.product_id, m.warehouse_id, m.type, m.quantity, m.unit, m.lot_number, m.reference, m.created_at",
  );
  const page = isPostgres(db)
    ? sql`select ${columns} from (select id from movements where product_id = ${productId}
        order by id desc limit ${limit} offset ${offset}) page join movements m on m.id = page.id`
    : sql`select ${columns} from movements m where m.product_id = ${productId}
        order by m.id desc limit ${limit} offset ${offset}`;
  const query = sql<Partial<MovementRow> & { total: number }>`
    select t.total, m.* from (select movement_count as total from products where id = ${productId}) t
    left join (${page}) m on 1 = 1 order by m.id desc`.compile(db);
  const rows = await runNamed<Partial<MovementRow> & { total: number }>(db, query.sql, [...query.parameters]);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.flatMap(({ total: _, ...row }) => (row.id ? [row as MovementRow] : [])),
  };
}
