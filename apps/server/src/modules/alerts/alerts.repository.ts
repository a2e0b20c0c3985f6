import { ALERT_COUNT_CAP } from "@inventario/shared/alerts";
import { PAGE_SIZE } from "@inventario/shared/constants";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/connection";
import { searchTextContains } from "../../db/dialect";
import { type Arg, prepared } from "../../db/prepared";

/**
 * The alert lists (docs/decisions/0016-stock-alerts.md). Each is a range of a partial index, read in
 * that index's order and counted up to ALERT_COUNT_CAP, so no request passes over the products or the lots:
 *
 * - low / out per product: products_low_only_idx / products_out_idx, on the gaps below, most urgent first
 *   (low and out together, what the suggestions and the badge read: products_low_idx);
 * - low / out per warehouse: warehouse_stock_low_only_idx / warehouse_stock_out_idx (a warehouse filter
 *   walks the same range: what is below its minimum across all warehouses, a few thousand at most);
 * - expiring / expired: lots_expiry_idx (…_by_warehouse_idx), by expiration date. "Today" is a bound
 *   of the range, so the lists move with the date without rewriting a row.
 *
 * The conditions must read exactly as the indexes' predicates (both databases match them structurally).
 */
/**
 * A list's filters: the warehouses (one picked, or 'Mis bodegas': never empty, warehouseFilterOf;
 * undefined = all) and the search.
 */
export type AlertFilters = { warehouseIds: readonly string[] | undefined; search: string | undefined };

const inWarehouses = (column: string, ids: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(ids)})`;
/**
 * low: at or below the minimum with something available ('Stock bajo'); out: nothing available
 * ('Agotados'); short: both, what the purchase suggestions order for (issue 32: the tabs do not overlap).
 */
export type Level = "low" | "out" | "short";

/**
 * A level alert's gap, kept by the database (migration 0022): null while the row is not in that alert,
 * so stock changes outside the alerts leave the indexes alone. For low, how far the available stock is
 * below the minimum; for out, what is available (≤ 0).
 */
const PRODUCT_GAP: Record<Level, RawBuilder<number>> = {
  low: sql`p.low_gap`,
  out: sql`p.out_gap`,
  short: sql`p.low_gap`,
};
const WAREHOUSE_GAP: Record<Level, RawBuilder<number>> = {
  low: sql`ws.low_gap`,
  out: sql`ws.out_gap`,
  short: sql`ws.low_gap`,
};

/**
 * 'Stock bajo' leaves out what 'Agotados' lists: the rows low and not out, the predicate of the low-only
 * indexes (migration 0029).
 */
const notOut = (level: Level, outGap: RawBuilder<number>) => (level === "low" ? sql`and ${outGap} is null` : sql``);

/**
 * The row's product matches the search (through the products' trigram index), when there is one. A
 * subquery rather than a join: without a search the lists never touch the products table.
 */
const productMatches = (db: Db, column: string, search: string | undefined) =>
  search
    ? sql<boolean>`${sql.ref(column)} in (select p.id from products p where ${searchTextContains(db, { table: "products" }, search, "p")})`
    : sql<boolean>`1 = 1`;

/**
 * Where an export's walk resumes in a level list: after the row (gap, product, warehouse — '' for a
 * product's own row, which comes before its warehouses'), the order levelAlertPage reads.
 */
export type LevelKey = { gap: number; product_id: string; warehouse_id: string };

/** The per-product rows of a level (none with a warehouse filter: a reservation is per product). */
export const productLevelRows = (db: Db, level: Level, filters: AlertFilters, after?: LevelKey) =>
  sql`select p.id as product_id, cast(null as text) as warehouse_id, ${PRODUCT_GAP[level]} as gap
      from products p
      where ${PRODUCT_GAP[level]} is not null ${notOut(level, PRODUCT_GAP.out)}
        and ${productMatches(db, "p.id", filters.search)}
        ${after === undefined ? sql`` : sql`and (${PRODUCT_GAP[level]}, p.id) > (${after.gap}, ${after.product_id})`}`;

/**
 * The per-warehouse rows of a level. Of deleted products none: deleting a product drops its warehouses'
 * levels (stock-ledger dropWarehouseLevels), so they leave the partial indexes.
 */
export const warehouseLevelRows = (db: Db, level: Level, filters: AlertFilters, after?: LevelKey) =>
  sql`select ws.product_id, ws.warehouse_id, ${WAREHOUSE_GAP[level]} as gap
      from warehouse_stock ws
      where ${WAREHOUSE_GAP[level]} is not null ${notOut(level, WAREHOUSE_GAP.out)}
        and ${filters.warehouseIds === undefined ? sql`1 = 1` : inWarehouses("ws.warehouse_id", filters.warehouseIds)}
        and ${productMatches(db, "ws.product_id", filters.search)}
        ${
          after === undefined
            ? sql``
            : sql`and (${WAREHOUSE_GAP[level]}, ws.product_id, ws.warehouse_id) > (${after.gap}, ${after.product_id}, ${after.warehouse_id})`
        }`;

/**
 * `from`'s rows counted up to ALERT_COUNT_CAP + 1 (past the cap the answer says "more than"), as a
 * scalar subquery. The LIMIT is a literal, as prepared statements need.
 */
const cappedCountOf = (from: RawBuilder<unknown>) =>
  sql<number>`(select count(*) from (${from} limit ${sql.lit(ALERT_COUNT_CAP + 1)}) t)`;

/** Several capped counts as one select: one round trip. */
const countsOf = <K extends string>(counts: Record<K, RawBuilder<unknown>>) =>
  sql<Record<K, number | string>>`select ${sql.join(
    Object.entries<RawBuilder<unknown>>(counts).map(([name, from]) => sql`${cappedCountOf(from)} as ${sql.ref(name)}`),
  )}`;

const numbers = <K extends string>(row: Record<K, number | string>) =>
  Object.fromEntries(Object.entries(row).map(([name, n]) => [name, Number(n)])) as Record<K, number>;

async function countAll<K extends string>(db: Db, counts: Record<K, RawBuilder<unknown>>): Promise<Record<K, number>> {
  const { rows } = await countsOf(counts).execute(db);
  return numbers(rows[0]!);
}

/** The counted rows of each part of a list: per product and per warehouse (low/out), or lots (expiry). */
const levelParts = (db: Db, level: Level, filters: AlertFilters): Record<string, RawBuilder<unknown>> =>
  filters.warehouseIds === undefined
    ? { products: productLevelRows(db, level, filters), warehouses: warehouseLevelRows(db, level, filters) }
    : { warehouses: warehouseLevelRows(db, level, filters) };

export async function countLevelAlerts(db: Db, level: Level, filters: AlertFilters): Promise<number> {
  const counts = await countAll(db, levelParts(db, level, filters));
  return Object.values<number>(counts).reduce((sum, n) => sum + n, 0);
}

/**
 * The summary's six counts (each part capped on its own): a prepared statement, since every dashboard
 * load and every screen's badge asks for it (on PostgreSQL planned once, generically: each lots range
 * is read in its index's order, so the plan needs no estimate of how many lots a date range holds).
 */
const summaryCounts = prepared(
  (db, expiringAfter: Arg<string>, expiringBefore: Arg<string>, expiredBefore: Arg<string>) => {
    const all = { warehouseIds: undefined, search: undefined };
    return countsOf({
      low_products: productLevelRows(db, "low", all),
      low_warehouses: warehouseLevelRows(db, "low", all),
      out_products: productLevelRows(db, "out", all),
      out_warehouses: warehouseLevelRows(db, "out", all),
      expiring: expiringLots(db, { after: expiringAfter, before: expiringBefore }, all),
      expired: expiringLots(db, { before: expiredBefore }, all),
    });
  },
);

export async function countSummary(db: Db, expiring: { after: string; before: string }, expired: { before: string }) {
  const [row] = await summaryCounts(db, expiring.after, expiring.before, expired.before);
  const counts = numbers(row!);
  return {
    low: counts.low_products + counts.low_warehouses,
    out: counts.out_products + counts.out_warehouses,
    expiring: counts.expiring,
    expired: counts.expired,
  };
}

/**
 * How many distinct products a range whose rows are distinct products (`products`) and other ranges
 * (`others`, several rows per product) name, counted up to ALERT_COUNT_CAP + 1. First the distinct range is
 * counted in the database, up to the cap: at a million products it reaches it, and nothing else is read.
 * Otherwise the ids are read, each range only as far as `reach` rows, stopping as soon as the count reaches
 * the cap; when some range still had rows, they are read again four times further. No range is ever read
 * whole to be deduplicated.
 */
export async function countDistinctProducts(
  db: Db,
  products: RawBuilder<unknown>,
  others: RawBuilder<unknown>[],
): Promise<number> {
  const cap = ALERT_COUNT_CAP + 1;
  if ((await countAll(db, { products })).products >= cap) return cap;
  for (let reach = cap; ; reach *= 4) {
    const seen = new Set<string>();
    let more = false;
    for (const source of [products, ...others]) {
      const { rows } = await sql<{ product_id: string }>`select product_id from (${source} limit ${reach}) s`.execute(
        db,
      );
      for (const row of rows) seen.add(row.product_id);
      if (seen.size >= cap) return cap;
      more ||= rows.length === reach;
    }
    if (!more) return seen.size;
  }
}

/**
 * How many products need action (issue 32: the menu's badge): short of stock (low or out, by their own
 * minimum or a warehouse's) or holding an expired lot, each product once, counted up to ALERT_COUNT_CAP + 1.
 */
export function countProductsNeedingAction(db: Db, expired: { before: string }): Promise<number> {
  const all = { warehouseIds: undefined, search: undefined };
  // Out of stock is within short (at or below the minimum) for a product with a minimum; a product out by
  // its pending needs alone is not.
  return countDistinctProducts(db, productLevelRows(db, "short", all), [
    productLevelRows(db, "out", all),
    warehouseLevelRows(db, "short", all),
    warehouseLevelRows(db, "out", all),
    sql`select l.product_id from lots l
      where l.has_stock = 1 and l.expiration_date is not null and l.expiration_date < ${expired.before}`,
  ]);
}

/**
 * A page of low/out alerts, most urgent first (the furthest below the minimum, or with the least
 * available): the per-product and per-warehouse rows merged, each side read in its index's order up to
 * the page's end.
 */
export const levelAlertPage = (db: Db, level: Level, filters: AlertFilters, offset: number) =>
  levelAlertRows(db, level, filters, { offset, limit: PAGE_SIZE });

/** Up to `limit` level alerts after `after` (keyset, in the pages' order): what an export walks. */
export const levelAlertsAfter = (db: Db, level: Level, filters: AlertFilters, after: LevelKey | null, limit: number) =>
  levelAlertRows(db, level, filters, { offset: 0, limit, after: after ?? undefined });

async function levelAlertRows(
  db: Db,
  level: Level,
  filters: AlertFilters,
  { offset, limit, after }: { offset: number; limit: number; after?: LevelKey | undefined },
) {
  const end = offset + limit;
  // Each side in its own index's order; a product's own row before its warehouses' on a tie.
  const warehouses = sql`select * from (${warehouseLevelRows(db, level, filters, after)}
    order by gap, ws.product_id, ws.warehouse_id limit ${end}) w`;
  const merged =
    filters.warehouseIds === undefined
      ? sql`select * from (${productLevelRows(db, level, filters, after)} order by gap, p.id limit ${end}) pr
            union all ${warehouses}`
      : warehouses;
  const order = sql`gap, product_id, coalesce(warehouse_id, '')`;
  return detailedLevelRows(db, sql`select * from (${merged}) m order by ${order} limit ${limit} offset ${offset}`);
}

/**
 * Level alert rows (`product_id, warehouse_id, gap`) with what a row shows: the names, what is available
 * against the minimum and maximum (the product's, or the warehouse's), what requests reserve and what is on
 * order. In gap order, a product's own row before its warehouses'.
 */
export async function detailedLevelRows(db: Db, alerts: RawBuilder<unknown>) {
  const { rows } = await sql<LevelAlertRow>`
    select a.product_id, a.warehouse_id, a.gap, p.name as product_name, p.sku, w.name as warehouse_name,
      case when a.warehouse_id is null then p.stock - p.expired_stock - p.reserved
           else ws.stock - ws.expired_stock end as available,
      case when a.warehouse_id is null then p.min_stock else ws.min_stock end as minimum,
      case when a.warehouse_id is null then p.max_stock else ws.max_stock end as maximum,
      p.reserved, p.on_order
    from (${alerts}) a
    join products p on p.id = a.product_id
    left join warehouses w on w.id = a.warehouse_id
    left join warehouse_stock ws on ws.product_id = a.product_id and ws.warehouse_id = a.warehouse_id
    order by a.gap, a.product_id, coalesce(a.warehouse_id, '')`.execute(db);
  return rows;
}

export type LevelAlertRow = {
  product_id: string;
  warehouse_id: string | null;
  gap: number | string;
  product_name: string;
  sku: string;
  warehouse_name: string | null;
  available: number | string;
  minimum: number | string;
  maximum: number | string;
  reserved: number | string | null;
  on_order: number | string;
};

/** Where an export's walk resumes in an expiry list: after this lot, in date order. */
export type LotKey = { expiration_date: string; id: string };

/** Lots holding stock whose expiration date is in the range, in date order (the index's). */
const expiringLots = (db: Db, range: ExpiryRange, filters: AlertFilters, after?: LotKey) =>
  sql`select l.id, l.expiration_date
      from lots l
      where l.has_stock = 1 and l.expiration_date is not null
        ${range.after === undefined ? sql`` : sql`and l.expiration_date > ${range.after}`}
        ${range.before === undefined ? sql`` : sql`and l.expiration_date < ${range.before}`}
        ${filters.warehouseIds === undefined ? sql`` : sql`and ${inWarehouses("l.warehouse_id", filters.warehouseIds)}`}
        and ${productMatches(db, "l.product_id", filters.search)}
        ${after === undefined ? sql`` : sql`and (l.expiration_date, l.id) > (${after.expiration_date}, ${after.id})`}
      order by l.expiration_date, l.id`;

/**
 * Expiration dates strictly between `after` and `before` (either open when undefined). Strict bounds
 * on purpose: with `>=` as the lower bound SQLite 3.51 reads each entry's table row (0.47 ms against
 * 0.05 ms for 1,000 lots at the large size); `>` keeps the walk inside the index.
 */
export type ExpiryRange<Bound = string | Arg<string>> = { after?: Bound; before?: Bound };

export async function countLotAlerts(db: Db, range: ExpiryRange, filters: AlertFilters): Promise<number> {
  return (await countAll(db, { lots: expiringLots(db, range, filters) })).lots;
}

/** A page of lots in the range, soonest (or longest expired) first. */
export const lotAlertPage = (db: Db, range: ExpiryRange, filters: AlertFilters, offset: number) =>
  lotAlertRows(db, range, filters, { offset, limit: PAGE_SIZE });

/** Up to `limit` lots of the range after `after` (keyset, in the pages' order): what an export walks. */
export const lotAlertsAfter = (
  db: Db,
  range: ExpiryRange,
  filters: AlertFilters,
  after: LotKey | null,
  limit: number,
) => lotAlertRows(db, range, filters, { offset: 0, limit, after: after ?? undefined });

async function lotAlertRows(
  db: Db,
  range: ExpiryRange,
  filters: AlertFilters,
  { offset, limit, after }: { offset: number; limit: number; after?: LotKey | undefined },
) {
  const { rows } = await sql<LotAlertRow>`
    select l.id, l.product_id, l.warehouse_id, l.lot_number, l.quantity, l.unit, l.expiration_date,
      p.name as product_name, p.sku, w.name as warehouse_name
    from (${expiringLots(db, range, filters, after)} limit ${limit} offset ${offset}) a
    join lots l on l.id = a.id
    join products p on p.id = l.product_id
    join warehouses w on w.id = l.warehouse_id
    order by l.expiration_date, l.id`.execute(db);
  return rows;
}

export type LotAlertRow = {
  id: string;
  product_id: string;
  warehouse_id: string;
  lot_number: string | null;
  quantity: number;
  unit: string;
  expiration_date: string;
  product_name: string;
  sku: string;
  warehouse_name: string;
};
