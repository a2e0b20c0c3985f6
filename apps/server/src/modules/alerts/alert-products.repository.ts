import { PAGE_SIZE } from "@inventario/shared/constants";
import { sql } from "kysely";
import type { Db } from "../../db/connection";
import {
  type AlertFilters,
  countDistinctProducts,
  detailedLevelRows,
  type Level,
  productLevelRows,
  warehouseLevelRows,
} from "./alerts.repository";

/**
 * The low/out lists grouped by product (issue 32: one row per product, its warehouses underneath). A
 * product's place is its most urgent alert's (its own or a warehouse's), so the pages read the same two
 * partial-index ranges as the flat lists (alerts.repository.ts), in the same order, only as far as it takes
 * to meet enough products: most products have one or two alerts, a few have one in many warehouses, so the
 * reach starts at twice what is needed and grows fourfold until it is enough.
 */

const FIRST_REACH = 2;
const GROWTH = 4;

/**
 * The first `reach` alerts of the level in the flat list's order (gap, product, then its own row before its
 * warehouses'): each side read in its index's order up to `reach`, then merged.
 */
async function firstAlerts(db: Db, level: Level, filters: AlertFilters, reach: number) {
  const warehouses = sql`select product_id, warehouse_id, gap from (${warehouseLevelRows(db, level, filters)}
    order by gap, ws.product_id, ws.warehouse_id limit ${reach}) w`;
  const merged =
    filters.warehouseIds === undefined
      ? sql`select product_id, warehouse_id, gap from (${productLevelRows(db, level, filters)}
          order by gap, p.id limit ${reach}) pr union all ${warehouses}`
      : warehouses;
  const { rows } = await sql<{ product_id: string }>`select product_id from (${merged}) m
    order by gap, product_id, coalesce(warehouse_id, '') limit ${reach}`.execute(db);
  return rows;
}

/**
 * A page of products, most urgent first. Read in the flat list's order, products come in the order of their
 * most urgent alert: once the first rows name `end` products (or are all there is), the page is among them.
 */
export async function alertProductPage(db: Db, level: Level, filters: AlertFilters, offset: number) {
  const end = offset + PAGE_SIZE;
  for (let reach = end * FIRST_REACH; ; reach *= GROWTH) {
    const rows = await firstAlerts(db, level, filters, reach);
    const products = [...new Set(rows.map((row) => row.product_id))];
    if (products.length >= end || rows.length < reach) return products.slice(offset, end);
  }
}

/** How many products have an alert of the level (their own or a warehouse's), counted up to ALERT_COUNT_CAP + 1. */
export const countAlertProducts = (db: Db, level: Level, filters: AlertFilters): Promise<number> =>
  filters.warehouseIds === undefined
    ? countDistinctProducts(db, productLevelRows(db, level, filters), [warehouseLevelRows(db, level, filters)])
    : // A warehouse's rows are one per product; several warehouses' rows are counted past the cap as more
      // than it even when fewer products (a scoped employee's 'Mis bodegas' with over 10,000 alerts).
      countDistinctProducts(db, warehouseLevelRows(db, level, filters), []);

const inList = (column: string, ids: string[]) => sql`${sql.ref(column)} in (${sql.join(ids)})`;

/**
 * The level's alerts of these products (their own and their warehouses'), detailed, and each product's own
 * figures (with `gap` null when the product itself is not in the alert, only some warehouse of it).
 */
export async function alertsOfProducts(db: Db, level: Level, { warehouseIds }: AlertFilters, ids: string[]) {
  if (ids.length === 0) return { alerts: [], products: [] };
  // The ids are a page of the search's products already: no need to match it again.
  const filters = { warehouseIds, search: undefined };
  const warehouses = sql`select * from (${warehouseLevelRows(db, level, filters)}) w where ${inList("w.product_id", ids)}`;
  const alerts =
    filters.warehouseIds === undefined
      ? sql`select * from (${productLevelRows(db, level, filters)}) pr where ${inList("pr.product_id", ids)}
            union all ${warehouses}`
      : warehouses;
  const own = sql`select p.id as product_id, cast(null as text) as warehouse_id, cast(null as integer) as gap
    from products p where ${inList("p.id", ids)}`;
  const [detailed, products] = await Promise.all([detailedLevelRows(db, alerts), detailedLevelRows(db, own)]);
  return { alerts: detailed, products };
}

/**
 * Where these products could be moved from ('Trasladar'): per product, the active warehouses that can give
 * units without falling short themselves, the most first. `available` is what they can give: what is
 * available less what keeps them out of 'Stock bajo' (one above their minimum, when they have one).
 */
export async function transferSources(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const spare = sql`ws.stock - ws.expired_stock - case when ws.min_stock > 0 then ws.min_stock + 1 else 0 end`;
  const { rows } = await sql<{ product_id: string; warehouse_id: string; name: string; available: number | string }>`
    select ws.product_id, ws.warehouse_id, w.name, ${spare} as available
    from warehouse_stock ws join warehouses w on w.id = ws.warehouse_id
    where ${inList("ws.product_id", ids)} and w.is_active = 1 and ${spare} > 0
    order by ws.product_id, available desc, w.name`.execute(db);
  return rows;
}
