import { PAGE_SIZE } from "@inventario/shared/constants";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { type GroupFigures, walkGroupedOnce } from "../../db/grouped-walk";
import { personName } from "../../db/person-name";
import type { Database } from "../../db/types";

/**
 * The reads of the sales report (GET /api/reports/sales; docs/decisions/0018-charts.md). Days, weeks,
 * months, totals and employees come from sales_daily (a row per day and employee, migration 0020);
 * clients from the range's sales themselves; products from the range's sales and lines through
 * sales_created_at_idx and sale_lines_sale_figures_idx for a short range, from sales_product_daily (a row per
 * product and day, migration 0024, in product order) for a long one (docs/decisions/0023-sales-by-product.md).
 * Money in cents; PostgreSQL answers sums as text, hence the Number()s.
 */

/**
 * Sales counted by the report: registered in [start, end) (UTC ISO instants, the start of `from`'s business
 * day and of the day after `to`) and not cancelled; `from` and `to` are those business dates.
 */
export type SalesRange = { start: string; end: string; from: string; to: string };

/** A group's figures before its label: sales, units and amount in cents. */
export type Figures = { sales: number; units: number; amount_cents: number };

const figures = (row: { sales: unknown; units: unknown; amount_cents: unknown }): Figures => ({
  sales: Number(row.sales ?? 0),
  units: Number(row.units ?? 0),
  amount_cents: Number(row.amount_cents ?? 0),
});

/** Per business day of [from, to] that had sales: summed over employees and shards. */
export async function dailyFigures(db: Db, from: string, to: string): Promise<Array<Figures & { day: string }>> {
  const rows = await db
    .selectFrom("sales_daily")
    .select((eb) => [
      "day",
      eb.fn.sum<number>("sales").as("sales"),
      eb.fn.sum<number>("units").as("units"),
      eb.fn.sum<number>("amount_cents").as("amount_cents"),
    ])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("day")
    .execute();
  return rows.map((row) => ({ day: row.day, ...figures(row) }));
}

/** Per employee ('' for none) over [from, to], those with sales left after cancellations. */
export async function employeeFigures(
  db: Db,
  from: string,
  to: string,
): Promise<Array<Figures & { employee_id: string }>> {
  const rows = await db
    .selectFrom("sales_daily")
    .select((eb) => [
      "employee_id",
      eb.fn.sum<number>("sales").as("sales"),
      eb.fn.sum<number>("units").as("units"),
      eb.fn.sum<number>("amount_cents").as("amount_cents"),
    ])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("employee_id")
    .having((eb) => eb.fn.sum("sales"), ">", 0)
    .execute();
  return rows.map((row) => ({ employee_id: row.employee_id, ...figures(row) }));
}

type RangeWhere = ExpressionBuilder<Database & { s: Database["sales"] }, "s">;

const inRange = (range: SalesRange) => (eb: RangeWhere) =>
  eb.and([
    eb("s.created_at", ">=", range.start),
    eb("s.created_at", "<", range.end),
    eb("s.status", "<>", "CANCELLED"),
  ]);

/** The range's lines with their sale: what products are grouped from. */
const rangeLines = (db: Db, range: SalesRange) =>
  db.selectFrom("sales as s").innerJoin("sale_lines as l", "l.sale_id", "s.id").where(inRange(range));

/** How many groups the range has, beside each of them: one aggregation for the page and the count. */
const groupCount = sql<number | string>`count(*) over ()`.as("groups");

/** The amount a product group is ordered by: its lines' subtotals. */
const productAmount = sql<number>`sum(l.subtotal_cents)`;

/**
 * From how many days on a range's products are grouped from sales_product_daily rather than from the
 * range's lines. That read walks the whole table in product order (~1 s at the large size, whatever the
 * range), the lines' read grows with the range (~0.1 s a month): measured in decision 0023.
 */
export const KEPT_PRODUCT_FIGURES_FROM_DAYS = 93;

const daysIn = (range: SalesRange) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;

/** A long range: its products read from sales_product_daily. */
export const readsKeptProductFigures = (range: SalesRange) => daysIn(range) >= KEPT_PRODUCT_FIGURES_FROM_DAYS;

/**
 * One row per product sold in the range, unordered: `sales` counts the sales holding the product (a sale
 * has one line per product). The same figures from either source.
 */
const productFigures = (db: Db, range: SalesRange) =>
  readsKeptProductFigures(range)
    ? db
        .selectFrom("sales_product_daily as d")
        .select((eb) => [
          "d.product_id as key",
          eb.fn.sum<number>("d.sales").as("sales"),
          eb.fn.sum<number>("d.units").as("units"),
          eb.fn.sum<number>("d.amount_cents").as("amount_cents"),
        ])
        .where("d.day", ">=", range.from)
        .where("d.day", "<=", range.to)
        .groupBy("d.product_id")
    : rangeLines(db, range)
        .select((eb) => [
          "l.product_id as key",
          eb.fn.countAll<number>().as("sales"),
          eb.fn.sum<number>("l.quantity").as("units"),
          productAmount.as("amount_cents"),
        ])
        .groupBy("l.product_id");

/** The range's products grouped once (materialized), to be ordered, paged and counted. */
const productGroupsOf = (db: Db, range: SalesRange) =>
  db
    .with(
      (cte) => cte("g").materialized(),
      () => productFigures(db, range),
    )
    .selectFrom("g");

/**
 * The products sold in the range, largest amount first (ties by id), `limit` of them from `offset`,
 * with how many products sold (0 when the page is past the last): the groups are made once, then
 * counted, and only the page's rows are kept in order (a top-N sort, not a sort of every group).
 */
export async function productGroups(db: Db, range: SalesRange, offset: number, limit = PAGE_SIZE) {
  const rows = await productGroupsOf(db, range)
    .select(["g.key", "g.sales", "g.units", "g.amount_cents"])
    .select(sql<number | string>`(select count(*) from g)`.as("groups"))
    .orderBy("g.amount_cents", "desc")
    .orderBy("g.key")
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map((row) => ({ key: row.key, ...figures(row) })), total: Number(rows[0]?.groups ?? 0) };
}

/** The `limit` products with the largest amount in the range (a top-N read: no count, no full sort). */
export async function topProducts(db: Db, range: SalesRange, limit: number) {
  const rows = await productGroupsOf(db, range)
    .select(["g.key", "g.sales", "g.units", "g.amount_cents"])
    .orderBy("g.amount_cents", "desc")
    .orderBy("g.key")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.key, ...figures(row) }));
}

/** Every product sold in the range in the pages' order, a batch at a time, grouped once (an export). */
export const allProductGroups = (db: Db, range: SalesRange): AsyncGenerator<GroupFigures[]> =>
  walkGroupedOnce(db, productFigures(db, range));

/** How many products sold in the range: asked only when a page past the last left the count unknown. */
export async function productGroupCount(db: Db, range: SalesRange): Promise<number> {
  const row = await db
    .selectFrom(productFigures(db, range).as("g"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The amount a client group is ordered by: their sales' totals. */
const clientAmount = sql<number>`sum(s.total_cents)`;

/** One row per client who bought in the range, unordered; units are read apart (`clientUnits`), 0 here. */
const clientFigures = (db: Db, range: SalesRange) =>
  db
    .selectFrom("sales as s")
    .where(inRange(range))
    .select((eb) => [
      "s.client_id as key",
      eb.fn.countAll<number>().as("sales"),
      sql<number>`0`.as("units"),
      clientAmount.as("amount_cents"),
    ])
    .groupBy("s.client_id");

/** The clients who bought in the range, largest amount first (ties by id), a page of them and the count. */
export async function clientGroups(db: Db, range: SalesRange, offset: number, limit = PAGE_SIZE) {
  const rows = await clientFigures(db, range)
    .select(groupCount)
    .orderBy(clientAmount, "desc")
    .orderBy("s.client_id")
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map((row) => ({ key: row.key, ...figures(row) })), total: Number(rows[0]?.groups ?? 0) };
}

/** Every client who bought in the range in the pages' order, a batch at a time, grouped once (an export). */
export const allClientGroups = (db: Db, range: SalesRange): AsyncGenerator<GroupFigures[]> =>
  walkGroupedOnce(db, clientFigures(db, range));

/** How many clients bought in the range: asked only when a page past the last left the count unknown. */
export async function clientGroupCount(db: Db, range: SalesRange): Promise<number> {
  const row = await db
    .selectFrom("sales as s")
    .where(inRange(range))
    .select((eb) => eb.fn.count<number | string>("s.client_id").distinct().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The units these clients bought in the range: their sales through sales_client_idx, then their lines. */
export async function clientUnits(db: Db, range: SalesRange, clientIds: string[]): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await rangeLines(db, range)
    .where(clientIn(db, clientIds))
    .select((eb) => ["s.client_id", eb.fn.sum<number>("l.quantity").as("units")])
    .groupBy("s.client_id")
    .execute();
  return new Map(rows.map((row) => [row.client_id, Number(row.units ?? 0)]));
}

/** `s.client_id` is one of `ids`, passed as one parameter (a JSON array on SQLite, an array on PostgreSQL). */
function clientIn(db: Db, ids: string[]) {
  if (isPostgres(db)) return sql<boolean>`s.client_id = any(${ids}::text[])`;
  return sql<boolean>`s.client_id in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** Names and SKUs of these products. */
export const productNames = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom("products").select(["id", "name", "sku"]).where("id", "in", ids).execute();

/** Identification and full name of these clients. */
export const clientNames = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("clients as c")
        .select(["c.id", "c.identification", personName("c").as("name")])
        .where("c.id", "in", ids)
        .execute();

/** Identification and full name of these employees. */
export const employeeNames = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("employees as e")
        .select(["e.id", "e.identification", personName("e").as("name")])
        .where("e.id", "in", ids)
        .execute();
