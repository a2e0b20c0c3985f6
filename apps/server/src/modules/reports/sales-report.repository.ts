import { PAGE_SIZE } from "@inventario/shared/constants";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { type GroupFigures, walkGroupedOnce } from "../../db/grouped-walk";
import { longReadsOf } from "../../db/long-reads";
import { personName } from "../../db/person-name";
import type { Database } from "../../db/types";

/**
 * The reads of the sales report (GET /api/reports/sales; docs/decisions/0018-charts.md). Days, weeks,
 * months, totals and employees come from sales_daily (a row per day and employee, migration 0020);
 * clients from the range's sales themselves; products from sales_product_daily and sales_product_totals (a
 * row per day and product, and per product, migration 0024; docs/decisions/0023-sales-by-product.md).
 * Money in cents; PostgreSQL answers sums as text, hence the Number()s.
 * Every read over the range can take seconds (years of sales): they run on longReadsOf(db)
 * (db/long-reads.ts), off the event loop; the names of a page's groups are read on `db`.
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
  const rows = await longReadsOf(db)
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
  const rows = await longReadsOf(db)
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

/** The range's lines with their sale: the units of a page's clients. */
const rangeLines = (db: Db, range: SalesRange) =>
  db.selectFrom("sales as s").innerJoin("sale_lines as l", "l.sale_id", "s.id").where(inRange(range));

/** A group's rank among all the range's groups, and how many there are: one aggregation for both. */
const groupCount = sql<number | string>`count(*) over ()`.as("groups");

/** The first and last business days sales_product_daily holds, or null when it holds none. */
type KeptDays = { first: string; last: string } | null;

const daysFrom = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1);

/**
 * How a range's products are read from the kept figures (docs/decisions/0023-sales-by-product.md): its own
 * days' rows of sales_product_daily ("days"), or every product's total less its rows of the days outside
 * the range ("totals"), whichever reads fewer rows: the totals when fewer kept days lie outside the range
 * than half the days inside it (the totals are one row per product ever sold: at the large size fewer than
 * a year's daily rows). The kept days are read apart from the figures, so a sale registered in between can
 * only make the choice slower, never the answer different: both sources read the days by the range's dates.
 */
export function productSource(range: { from: string; to: string }, kept: KeptDays): "days" | "totals" {
  if (kept === null) return "days";
  const inside = daysFrom(
    range.from > kept.first ? range.from : kept.first,
    range.to < kept.last ? range.to : kept.last,
  );
  const outside = daysFrom(kept.first, kept.last) - inside;
  return outside * 2 < inside ? "totals" : "days";
}

/** Two one-row reads of the key's ends (SQLite reads min() and max() in one query by scanning the table). */
async function keptDays(db: Db): Promise<KeptDays> {
  const { rows } = await sql<{ first: string | null; last: string | null }>`
    select (select min(day) from sales_product_daily) as first,
           (select max(day) from sales_product_daily) as last`.execute(db);
  const row = rows[0];
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** Per product, its kept figures over the days of the range, or (`outside`) over every day but those. */
const keptProductFigures = (db: Db, range: SalesRange, outside = false) =>
  db
    .selectFrom("sales_product_daily as d")
    .select((eb) => [
      "d.product_id as key",
      eb.fn.sum<number>("d.sales").as("sales"),
      eb.fn.sum<number>("d.units").as("units"),
      eb.fn.sum<number>("d.amount_cents").as("amount_cents"),
    ])
    .where((eb) =>
      outside
        ? eb.or([eb("d.day", "<", range.from), eb("d.day", ">", range.to)])
        : eb.and([eb("d.day", ">=", range.from), eb("d.day", "<=", range.to)]),
    )
    .groupBy("d.product_id");

/**
 * One row per product sold in the range, unordered (`key, sales, units, amount_cents`): `sales` counts the
 * sales holding the product (a sale has one line per product). Read from the kept figures, the source
 * that reads fewer rows (`productSource`); every product row counts at least one sale.
 */
async function productFigures(db: Db, range: SalesRange) {
  const source = productSource(range, await keptDays(db));
  if (source === "days") return keptProductFigures(db, range);
  // Outside a range that covers the whole history no row matches: two seeks of the key, an empty join.
  const less = (column: "sales" | "units" | "amount_cents") =>
    sql<number>`${sql.ref(`t.${column}`)} - coalesce(${sql.ref(`o.${column}`)}, 0)`;
  return db
    .selectFrom("sales_product_totals as t")
    .leftJoin(keptProductFigures(db, range, true).as("o"), "o.key", "t.product_id")
    .select([
      "t.product_id as key",
      less("sales").as("sales"),
      less("units").as("units"),
      less("amount_cents").as("amount_cents"),
    ])
    .where(less("sales"), ">", 0);
}

/** The range's products grouped once (materialized), to be ordered, paged and counted. */
async function productGroupsOf(db: Db, range: SalesRange) {
  const grouped = await productFigures(db, range);
  return db
    .with(
      (cte) => cte("g").materialized(),
      () => grouped,
    )
    .selectFrom("g");
}

/**
 * The products sold in the range, largest amount first (ties by id), `limit` of them from `offset`,
 * with how many products sold (0 when the page is past the last): the groups are made once, then
 * counted, and only the page's rows are kept in order (a top-N sort, not a sort of every group).
 */
export async function productGroups(db: Db, range: SalesRange, offset: number, limit = PAGE_SIZE) {
  const rows = await (await productGroupsOf(longReadsOf(db), range))
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
  const reads = longReadsOf(db);
  const rows = await reads
    .selectFrom((await productFigures(reads, range)).as("g"))
    .select(["g.key", "g.sales", "g.units", "g.amount_cents"])
    .orderBy("g.amount_cents", "desc")
    .orderBy("g.key")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.key, ...figures(row) }));
}

/** The range's lines' base and IVA per class (a line before IVA was recorded: its subtotal as base, no class). */
export const taxFigures = (db: Db, range: SalesRange) =>
  rangeLines(longReadsOf(db), range)
    .select([
      "l.tax_class",
      sql<number | string>`sum(coalesce(l.base_cents, l.subtotal_cents))`.as("base_cents"),
      sql<number | string>`sum(coalesce(l.tax_cents, 0))`.as("tax_cents"),
    ])
    .groupBy("l.tax_class")
    .execute();

/** Every product sold in the range in the pages' order, a batch at a time, grouped once (an export). */
export async function* allProductGroups(db: Db, range: SalesRange): AsyncGenerator<GroupFigures[]> {
  yield* walkGroupedOnce(db, await productFigures(db, range));
}

/** How many products sold in the range: asked only when a page past the last left the count unknown. */
export async function productGroupCount(db: Db, range: SalesRange): Promise<number> {
  const reads = longReadsOf(db);
  const row = await reads
    .selectFrom((await productFigures(reads, range)).as("g"))
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
  const rows = await clientFigures(longReadsOf(db), range)
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
  const row = await longReadsOf(db)
    .selectFrom("sales as s")
    .where(inRange(range))
    .select((eb) => eb.fn.count<number | string>("s.client_id").distinct().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The units these clients bought in the range: their sales through sales_client_idx, then their lines. */
export async function clientUnits(db: Db, range: SalesRange, clientIds: string[]): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await rangeLines(longReadsOf(db), range)
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
