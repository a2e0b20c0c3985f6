import { ALERT_COUNT_CAP } from "@inventario/shared/alerts";
import { PAGE_SIZE } from "@inventario/shared/constants";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/connection";
import {
  type AlertFilters,
  detailedLevelRows,
  type Level,
  productLevelRows,
  warehouseLevelRows,
} from "./alerts.repository";

/**
 * The low/out lists grouped by product (issue 32: one row per product, its warehouses underneath). A
 * product's place is its most urgent alert's (its own or a warehouse's), so the pages read the same two
 * partial-index ranges as the flat lists (alerts.repository.ts), in the same order, only further: a
 * product holds at most one row of its own and one per warehouse.
 */

/** How many rows of the warehouse side can belong to one product: one per warehouse (one when filtered). */
export async function rowsPerProduct(db: Db, filters: AlertFilters): Promise<number> {
  if (filters.warehouseId !== undefined) return 1;
  const row = await db
    .selectFrom("warehouses")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Math.max(1, Number(row?.n ?? 1));
}

/** Product ids of the level's alerts: the product side's first `products` rows and the warehouse side's first `warehouses`. */
function alertProductIds(
  db: Db,
  level: Level,
  filters: AlertFilters,
  reach: { products: number; warehouses: number; ordered: boolean },
) {
  const order = (columns: RawBuilder<unknown>) => (reach.ordered ? sql`order by gap, ${columns}` : sql``);
  const warehouses = sql`select product_id, gap from (${warehouseLevelRows(db, level, filters)}
    ${order(sql`ws.product_id, ws.warehouse_id`)} limit ${sql.lit(reach.warehouses)}) w`;
  if (filters.warehouseId !== undefined) return warehouses;
  return sql`select product_id, gap from (${productLevelRows(db, level, filters)}
    ${order(sql`p.id`)} limit ${sql.lit(reach.products)}) pr
    union all ${warehouses}`;
}

/**
 * How many products have an alert of the level, counted up to ALERT_COUNT_CAP + 1. Enough rows of each side
 * are read to tell: ALERT_COUNT_CAP + 1 product rows are that many products, and so are that many times
 * `perProduct` warehouse rows.
 */
export async function countAlertProducts(db: Db, level: Level, filters: AlertFilters, perProduct: number) {
  const cap = ALERT_COUNT_CAP + 1;
  const ids = alertProductIds(db, level, filters, { products: cap, warehouses: cap * perProduct, ordered: false });
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from (select distinct product_id from (${ids}) u limit ${sql.lit(cap)}) t`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A page of products, most urgent first (by their most urgent alert, then id). The first `end` products'
 * most urgent rows lie within the first `end` product rows and `end × perProduct` warehouse rows of the
 * ranges (every row before one of them belongs to a product before it); a product further on may show a
 * less urgent minimum here, which only places it later still.
 */
export async function alertProductPage(
  db: Db,
  level: Level,
  filters: AlertFilters,
  offset: number,
  perProduct: number,
): Promise<string[]> {
  const end = offset + PAGE_SIZE;
  const ids = alertProductIds(db, level, filters, { products: end, warehouses: end * perProduct, ordered: true });
  const { rows } = await sql<{ product_id: string }>`
    select product_id from (${ids}) u
    group by product_id order by min(gap), product_id limit ${PAGE_SIZE} offset ${offset}`.execute(db);
  return rows.map((row) => row.product_id);
}

const inList = (column: string, ids: string[]) => sql`${sql.ref(column)} in (${sql.join(ids)})`;

/**
 * The level's alerts of these products (their own and their warehouses'), detailed, and each product's own
 * figures (with `gap` null when the product itself is not in the alert, only some warehouse of it).
 */
export async function alertsOfProducts(db: Db, level: Level, filters: AlertFilters, ids: string[]) {
  if (ids.length === 0) return { alerts: [], products: [] };
  const warehouses = sql`select * from (${warehouseLevelRows(db, level, filters)}) w where ${inList("w.product_id", ids)}`;
  const alerts =
    filters.warehouseId === undefined
      ? sql`select * from (${productLevelRows(db, level, filters)}) pr where ${inList("pr.product_id", ids)}
            union all ${warehouses}`
      : warehouses;
  const own = sql`select p.id as product_id, cast(null as text) as warehouse_id, cast(null as integer) as gap
    from products p where ${inList("p.id", ids)}`;
  const [detailed, products] = await Promise.all([detailedLevelRows(db, alerts), detailedLevelRows(db, own)]);
  return { alerts: detailed, products };
}

/**
 * Where these products could be moved from ('Trasladar'): per product, the active warehouses holding more of
 * it available than their own minimum, the most first; `available` is that surplus.
 */
export async function transferSources(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ product_id: string; warehouse_id: string; name: string; available: number | string }>`
    select ws.product_id, ws.warehouse_id, w.name, ws.stock - ws.expired_stock - ws.min_stock as available
    from warehouse_stock ws join warehouses w on w.id = ws.warehouse_id
    where ${inList("ws.product_id", ids)} and w.is_active = 1 and ws.stock - ws.expired_stock > ws.min_stock
    order by ws.product_id, available desc, w.name`.execute(db);
  return rows;
}
