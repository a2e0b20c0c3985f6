import { PAGE_SIZE } from "@inventario/shared/constants";
import type { StockCountLineFilter, StockCountStatus } from "@inventario/shared/stock-counts";
import {
  type ExpressionBuilder,
  type Insertable,
  type JoinBuilder,
  type SelectQueryBuilder,
  sql,
  type Updateable,
} from "kysely";
import { rowsRelation } from "../../db/bulk-rows";
import type { Db } from "../../db/connection";
import { inJsonPairs, inJsonTexts, isPostgres, searchTextContains } from "../../db/dialect";
import { pastKey } from "../../db/keyset";
import { optionalPersonName } from "../../db/person-name";
import { type Arg, prepared } from "../../db/prepared";
import type { Database, StockCountEntriesTable, StockCountLinesTable, StockCountsTable } from "../../db/types";
import { newId } from "../../lib/ids";

/** What a list row of a count holds (`c` the count, `w` its warehouse). */
const summaryColumns = [
  "c.id",
  "c.number",
  "c.status",
  "c.warehouse_id",
  "w.name as warehouse_name",
  "c.blind",
  "c.scope_category",
  "c.scope_search",
  "c.scope_sku_count",
  "c.note",
  "c.reason",
  "c.uncounted",
  "c.net_value_cents",
  "c.created_at",
  "c.reviewed_at",
  "c.applied_at",
  "c.cancelled_at",
] as const;

const counts = (db: Db) =>
  db
    .selectFrom("stock_counts as c")
    .innerJoin("warehouses as w", "w.id", "c.warehouse_id")
    .leftJoin("employees as opener", "opener.id", "c.opened_by")
    .leftJoin("employees as approver", "approver.id", "c.approved_by")
    .select([
      ...summaryColumns,
      optionalPersonName("opener").as("opened_by_name"),
      optionalPersonName("approver").as("approved_by_name"),
    ]);

export type CountRow = Awaited<ReturnType<typeof findCount>> & {};

// Every request on a count reads its row first (a review page, a scan): compiled once, and planned once
// on PostgreSQL, where planning it took seven times its execution (db/prepared.ts).
const countById = prepared((db, id: Arg<string>) => counts(db).where("c.id", "=", id));

export const findCount = async (db: Db, id: string) => (await countById(db, id))[0];

/** The list's filters: a status, and one warehouse or a scoped employee's ('Mis bodegas'; never empty). */
export type CountFilters = { status?: StockCountStatus | undefined; warehouse_ids?: readonly string[] | undefined };

const filtered = <O>(query: SelectQueryBuilder<Database & { c: StockCountsTable }, "c", O>, filters: CountFilters) =>
  query
    .$if(filters.status !== undefined, (q) => q.where("c.status", "=", filters.status as StockCountStatus))
    .$if(filters.warehouse_ids !== undefined, (q) =>
      q.where("c.warehouse_id", "in", [...(filters.warehouse_ids ?? [])]),
    );

/** Counts are a few a week: a plain count and offset, newest first. */
export async function countCounts(db: Db, filters: CountFilters): Promise<number> {
  const row = await filtered(db.selectFrom("stock_counts as c"), filters)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const countPage = (db: Db, filters: CountFilters, offset: number) =>
  filtered(counts(db) as unknown as SelectQueryBuilder<Database & { c: StockCountsTable }, "c", CountRow>, filters)
    .orderBy("c.id", "desc")
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute() as Promise<CountRow[]>;

/** Lines counted (in their current round) per count. */
export async function countedLines(db: Db, countIds: string[]): Promise<Map<string, number>> {
  if (countIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("stock_count_lines")
    .select(["count_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("count_id", "in", countIds)
    .where("counted", "is not", null)
    .groupBy("count_id")
    .execute();
  return new Map(rows.map((row) => [row.count_id, Number(row.n)]));
}

/**
 * The next number of a count: PostgreSQL's sequence (gaps tolerated, never reused); on SQLite the
 * largest plus one, which its single writer makes safe. Called inside the write transaction.
 */
export async function nextNumber(trx: Db): Promise<number> {
  const query = isPostgres(trx)
    ? sql<{ n: number | string }>`select nextval('stock_counts_number_seq') as n`
    : sql<{ n: number | string }>`select coalesce(max(number), 0) + 1 as n from stock_counts`;
  const { rows } = await query.execute(trx);
  return Number(rows[0]?.n);
}

export const insertCount = (trx: Db, row: Insertable<StockCountsTable>) =>
  trx.insertInto("stock_counts").values(row).execute();

export async function insertScopeProducts(trx: Db, countId: string, productIds: string[]) {
  for (let i = 0; i < productIds.length; i += 500) {
    await trx
      .insertInto("stock_count_products")
      .values(productIds.slice(i, i + 500).map((product_id) => ({ count_id: countId, product_id })))
      .execute();
  }
}

export const updateCount = (trx: Db, id: string, values: Updateable<StockCountsTable>) =>
  trx.updateTable("stock_counts").set(values).where("id", "=", id).execute();

/**
 * The count's row under a lock: exclusive for a change of status (review, recount, apply, cancel),
 * shared for an entry, so counters' entries run side by side and none lands after the count left OPEN.
 * SQLite's single writer serializes them all.
 */
export async function lockCount(trx: Db, id: string, mode: "update" | "share") {
  const query = trx
    .selectFrom("stock_counts")
    .select([
      "id",
      "number",
      "status",
      "warehouse_id",
      "blind",
      "scope_category",
      "scope_search",
      "scope_sku_count",
      "reviewed_at",
    ])
    .where("id", "=", id);
  if (!isPostgres(trx)) return query.executeTakeFirst();
  return (mode === "update" ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

export type Scope = {
  id: string;
  warehouse_id: string;
  scope_category: string | null;
  scope_search: string | null;
  scope_sku_count: number | null;
  /** Set once the count went to review: every lot in scope holding stock then has a line. */
  reviewed_at: string | null;
};

/**
 * The products of a count's scope, as a condition on the products joined as `p` (a category or a
 * search reads the product row; a SKU list only the product's id, `productId`).
 */
function inScope(db: Db, scope: Scope, productId = "p.id") {
  // biome-ignore lint/suspicious/noExplicitAny: used in queries joining products as `p` to other tables; the references are checked by the tests on both databases.
  return (eb: ExpressionBuilder<any, any>) => {
    const conditions = [];
    if (scope.scope_category !== null) conditions.push(eb("p.category", "=", scope.scope_category));
    if (scope.scope_search !== null)
      conditions.push(eb(searchTextContains(db, { table: "products" }, scope.scope_search, "p"), "=", sql.lit(true)));
    if (scope.scope_sku_count !== null)
      conditions.push(
        eb.exists(
          eb
            .selectFrom("stock_count_products as sp")
            .select(sql.lit(1).as("one"))
            .where("sp.count_id", "=", scope.id)
            .whereRef("sp.product_id", "=", sql.ref(productId)),
        ),
      );
    return eb.and(conditions);
  };
}

/**
 * Products named by id or SKU (a batch of entries), deleted ones included: whether each is in the count's
 * scope, and the unit its lots are kept in anywhere (what a lot new to the warehouse is counted in).
 * `lock`: under the products' row locks, taken in id order as lockProducts takes them (db/locks.ts), so an
 * entry's book quantities are read with no sale half-written.
 */
export function productsOfEntries(db: Db, scope: Scope, ids: string[], skus: string[], lock: boolean) {
  const query = db
    .selectFrom("products as p")
    .select((eb) => [
      "p.id",
      "p.sku",
      sql<number>`case when ${inScope(db, scope)(eb)} then 1 else 0 end`.as("in_scope"),
      eb
        .selectFrom("lots as l")
        .select((lots) => lots.fn.min("l.unit").as("unit"))
        .whereRef("l.product_id", "=", "p.id")
        .as("unit"),
    ])
    .where((eb) => {
      const either = [];
      if (ids.length > 0) either.push(eb("p.id", "in", ids));
      if (skus.length > 0) either.push(eb("p.sku", "in", skus));
      return eb.or(either);
    })
    .orderBy("p.id");
  return (lock && isPostgres(db) ? query.forUpdate() : query).execute();
}

/** These products' lots in a warehouse (an entry's lot is chosen among them). */
export const warehouseLots = (db: Db, warehouseId: string, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("lots")
        .select(["id", "product_id", "lot_number", "lot_key", "unit", "quantity", "cost_cents", "expiration_date"])
        .where("warehouse_id", "=", warehouseId)
        .where("product_id", "in", productIds)
        .orderBy("product_id")
        .orderBy("lot_key")
        .execute();

/**
 * Creates the count's line of a lot when it has none, answering it (held by this transaction: nobody has
 * counted it yet); nothing when a concurrent creator's insert came first (then lock that one).
 */
export const createLine = (trx: Db, row: Insertable<StockCountLinesTable>) =>
  trx
    .insertInto("stock_count_lines")
    .values(row)
    .onConflict((oc) => oc.columns(["count_id", "product_id", "lot_key"]).doNothing())
    .returning(["id", "counted", "round", "recount", "book_quantity"])
    .executeTakeFirst();

/**
 * The count's line of a lot under its lock, so two counters' entries on it add up one after the other,
 * with the counter's own count of it in this round (`own`: their latest entry's running total); none
 * while nobody counted the lot. Called under the product's lock (recordEntries), so no other entry on the
 * line is in flight: the statement's snapshot, which `own` reads, already holds every committed entry.
 */
export async function lockLine(trx: Db, countId: string, productId: string, lotKey: string, employeeId: string) {
  const query = trx
    .selectFrom("stock_count_lines as s")
    .select((eb) => [
      "s.id",
      "s.counted",
      "s.round",
      "s.recount",
      "s.book_quantity",
      eb
        .selectFrom("stock_count_entries as e")
        .select("e.employee_total")
        .whereRef("e.line_id", "=", "s.id")
        .where("e.employee_id", "=", employeeId)
        .whereRef("e.round", "=", "s.round")
        .orderBy("e.id", "desc")
        .limit(1)
        .as("own"),
    ])
    .where("s.count_id", "=", countId)
    .where("s.product_id", "=", productId)
    .where("s.lot_key", "=", lotKey);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

export const updateLine = (trx: Db, id: string, values: Updateable<StockCountLinesTable>) =>
  trx.updateTable("stock_count_lines").set(values).where("id", "=", id).execute();

export const insertEntry = (trx: Db, row: Insertable<StockCountEntriesTable>) =>
  trx.insertInto("stock_count_entries").values(row).execute();

/** Sends lines back to be counted again: a new round, its count emptied (the entries stay as evidence). */
export async function sendToRecount(trx: Db, countId: string, lineIds: string[]): Promise<number> {
  const result = await trx
    .updateTable("stock_count_lines")
    .set((eb) => ({ counted: null, recount: 1, round: eb("round", "+", 1), booked_at: null }))
    .where("count_id", "=", countId)
    .where("id", "in", lineIds)
    .where("counted", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The sheet's key of a row: its product and lot. */
export type SheetKey = { product_id: string; lot_key: string };

type SheetQuery = {
  /** "any": every lot of the warehouse in scope, with or without stock (a lookup by key). */
  filter: StockCountLineFilter | "any";
  search: string | undefined;
  after: SheetKey | undefined;
  /** Only these products' lots (a lookup by key: each side reads them through its index). */
  products?: string[];
};

/** `(product, lot) > after` on the columns of the side that drives the read. */
const afterKey = (product: string, lot: string, after: SheetKey) =>
  pastKey([product, lot], [after.product_id, after.lot_key]);

/** The count's line of a lot, joined as `s` on the lot `l`. */
// biome-ignore lint/suspicious/noExplicitAny: joined in queries of different table sets; both aliases are checked by the tests on both databases.
const lineOfLot = (scope: Scope) => (join: JoinBuilder<any, any>) =>
  join.on("s.count_id", "=", scope.id).onRef("s.product_id", "=", "l.product_id").onRef("s.lot_key", "=", "l.lot_key");

/** Whether the scope's condition reads the product row (a category or a search) or the query searches. */
const readsProducts = (scope: Scope, search: string | undefined) =>
  scope.scope_category !== null || scope.scope_search !== null || search !== undefined;

const sheetColumns = [
  "s.id as line_id",
  "s.counted",
  "s.recount",
  "s.book_quantity",
  "s.booked_at",
  "s.last_counted_at",
  "s.moved",
  "s.adjusted",
  "p.name as product_name",
  "p.sku",
  "p.category",
] as const;

/**
 * The count sheet (docs/decisions/0027-stock-counts.md), in (product, lot) order. For `all`, `uncounted`
 * and `any`: the lots of the warehouse in scope (that hold stock or were counted, for `all`), each with
 * its line when it has one, read through lots_warehouse_idx (warehouse, product, lot), plus the lines of
 * lots the book does not know. For `differences` and `moved`: the counted lines alone, through the
 * lines' own (count, product, lot) key. Nothing is written when a count opens.
 */
/** Whether the filter reads the count's lines alone (every filter once the count went to review). */
const readsLinesOnly = (scope: Scope, filter: SheetQuery["filter"]) =>
  filter === "differences" || filter === "moved" || (scope.reviewed_at !== null && filter !== "any");

/**
 * The conditions of a filter on the count's lines `s` (docs/decisions/0027-stock-counts.md), each as
 * its partial index states it (migration 0030) so that the index serves it. Reads the lots `l` only for
 * 'moved' before a review (the lot's last change compared; from the review on, the line's flag), the
 * products `p` only for a search.
 */
// biome-ignore lint/suspicious/noExplicitAny: applied to the page's query and to its keys' query, which join different tables.
function filteredLines<Q extends SelectQueryBuilder<any, any, any>>(
  db: Db,
  query: Q,
  scope: Scope,
  { filter, search, after }: SheetQuery,
): Q {
  const reviewed = scope.reviewed_at !== null;
  let q = query.where("s.count_id", "=", scope.id);
  if (filter === "uncounted") q = q.where("s.counted", "is", null);
  if (filter === "differences") q = q.where("s.counted", "is not", null).whereRef("s.counted", "<>", "s.book_quantity");
  if (filter === "moved" && reviewed) q = q.where("s.moved", "=", 1);
  if (filter === "moved" && !reviewed)
    q = q.where("s.counted", "is not", null).whereRef("l.updated_at", ">", "s.booked_at");
  if (after !== undefined) q = q.where(afterKey("s.product_id", "s.lot_key", after));
  if (search !== undefined) q = q.where(searchTextContains(db, { table: "products" }, search, "p"));
  return q as Q;
}

/** The keys of the lines a filter lists, joining only what its conditions read. */
function lineKeys(db: Db, scope: Scope, query: SheetQuery) {
  const base = db
    .selectFrom("stock_count_lines as s")
    .$if(query.filter === "moved" && scope.reviewed_at === null, (q) => q.innerJoin("lots as l", "l.id", "s.lot_id"))
    .$if(query.search !== undefined, (q) => q.innerJoin("products as p", "p.id", "s.product_id"))
    .select(["s.product_id", "s.lot_key"]);
  return filteredLines(db, base, scope, query);
}

/** The count's lines `s` as sheet rows, each with its product `p` and its lot `l` when the book knows it. */
const linesWithLots = (db: Db) =>
  db
    .selectFrom("stock_count_lines as s")
    .innerJoin("products as p", "p.id", "s.product_id")
    .leftJoin("lots as l", "l.id", "s.lot_id")
    .select([
      "s.product_id",
      "s.lot_key",
      "s.lot_id",
      "s.lot_number",
      "s.unit",
      "l.expiration_date",
      (eb) => eb.fn.coalesce("l.quantity", sql<number>`0`).as("lot_quantity"),
      "l.updated_at as lot_updated_at",
      ...sheetColumns,
    ]);

function sheet(db: Db, scope: Scope, query: SheetQuery) {
  const { filter, search, after } = query;
  if (readsLinesOnly(scope, filter)) return filteredLines(db, linesWithLots(db), scope, query);
  const known = db
    .selectFrom("lots as l")
    .innerJoin("products as p", "p.id", "l.product_id")
    .leftJoin("stock_count_lines as s", lineOfLot(scope))
    .select([
      "l.product_id",
      "l.lot_key",
      (eb) => eb.ref("l.id").$castTo<string | null>().as("lot_id"),
      "l.lot_number",
      "l.unit",
      "l.expiration_date",
      "l.quantity as lot_quantity",
      (eb) => eb.ref("l.updated_at").$castTo<string | null>().as("lot_updated_at"),
      ...sheetColumns,
    ])
    .where("l.warehouse_id", "=", scope.warehouse_id)
    .where(inScope(db, scope))
    .$if(query.products !== undefined, (q) => q.where("l.product_id", "in", query.products as string[]))
    .$if(filter === "all", (q) => q.where((eb) => eb.or([eb("l.has_stock", "=", 1), eb("s.id", "is not", null)])))
    .$if(filter === "uncounted", (q) =>
      q.where("s.counted", "is", null).where((eb) => eb.or([eb("l.has_stock", "=", 1), eb("s.id", "is not", null)])),
    )
    .$if(after !== undefined, (q) => q.where(afterKey("l.product_id", "l.lot_key", after as SheetKey)))
    .$if(search !== undefined, (q) => q.where(searchTextContains(db, { table: "products" }, search as string, "p")));
  const unknown = db
    .selectFrom("stock_count_lines as s")
    .innerJoin("products as p", "p.id", "s.product_id")
    .select([
      "s.product_id",
      "s.lot_key",
      sql<string | null>`null`.as("lot_id"),
      "s.lot_number",
      "s.unit",
      sql<string | null>`null`.as("expiration_date"),
      sql<number>`0`.as("lot_quantity"),
      sql<string | null>`null`.as("lot_updated_at"),
      ...sheetColumns,
    ])
    .where("s.count_id", "=", scope.id)
    .where("s.lot_id", "is", null)
    .$if(query.products !== undefined, (q) => q.where("s.product_id", "in", query.products as string[]))
    .$if(filter === "uncounted", (q) => q.where("s.counted", "is", null))
    .$if(after !== undefined, (q) => q.where(afterKey("s.product_id", "s.lot_key", after as SheetKey)))
    .$if(search !== undefined, (q) => q.where(searchTextContains(db, { table: "products" }, search as string, "p")));
  return known.unionAll(unknown);
}

/**
 * The sheet's rows for the filter, counted up to `cap` (a warehouse can hold a million lots), reading
 * no more than the filter needs: the product rows only for a scope or search on them, the lines only
 * where the filter looks at them.
 */
export async function countSheet(db: Db, scope: Scope, query: SheetQuery, cap: number): Promise<number> {
  const { filter, search } = query;
  // biome-ignore lint/suspicious/noExplicitAny: any query of the sheet's; only its row count is read.
  const counted = async (rows: SelectQueryBuilder<any, any, any>) =>
    Number(
      (
        await db
          .selectFrom(rows.limit(cap + 1).as("rows"))
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  // Each capped read in its index's order: unordered, PostgreSQL read a count's lines (or a warehouse's
  // lots) from the table's start, where a new count has none, 1 s to find 1,001 of a million.
  if (readsLinesOnly(scope, filter))
    return counted(lineKeys(db, scope, query).orderBy("s.product_id").orderBy("s.lot_key"));
  if (filter === "any") return counted(sheet(db, scope, query));
  const products = readsProducts(scope, search);
  const lots = db
    .selectFrom("lots as l")
    .leftJoin("stock_count_lines as s", lineOfLot(scope))
    .$if(products, (q) => q.innerJoin("products as p", "p.id", "l.product_id"))
    .select("l.id")
    .where("l.warehouse_id", "=", scope.warehouse_id)
    .where((eb) => eb.or([eb("l.has_stock", "=", 1), eb("s.id", "is not", null)]))
    .$if(filter === "uncounted", (q) => q.where("s.counted", "is", null))
    .$if(products || scope.scope_sku_count !== null, (q) => q.where(inScope(db, scope, "l.product_id")))
    .$if(search !== undefined, (q) => q.where(searchTextContains(db, { table: "products" }, search as string, "p")))
    .orderBy("l.product_id")
    .orderBy("l.lot_key");
  const total = await counted(lots);
  if (total > cap) return total;
  const newLots = db
    .selectFrom("stock_count_lines as s")
    .$if(search !== undefined, (q) =>
      q
        .innerJoin("products as p", "p.id", "s.product_id")
        .where(searchTextContains(db, { table: "products" }, search as string, "p")),
    )
    .select("s.id")
    .where("s.count_id", "=", scope.id)
    .where("s.lot_id", "is", null)
    .$if(query.products !== undefined, (q) => q.where("s.product_id", "in", query.products as string[]))
    .$if(filter === "uncounted", (q) => q.where("s.counted", "is", null));
  return total + (await counted(newLots));
}

export type SheetRow = Awaited<ReturnType<typeof sheetPage>>[number];

/**
 * The sheet's rows of these keys (the lines an entry touched), whatever the filter. The keys are a list
 * of pairs (`in (values …)`), not an OR of them: from an OR whose pairs share a lot key ('CONTEO')
 * PostgreSQL derived `lot_key = 'CONTEO'` and read the count's lines by it alone, every line of the count
 * for each lot (0.8 s for 500 entries on a 100,000-line count).
 */
export function sheetRows(db: Db, scope: Scope, keys: SheetKey[]) {
  if (keys.length === 0) return Promise.resolve([]);
  const unique = [...new Map(keys.map((key) => [`${key.product_id}/${key.lot_key}`, key])).values()];
  const pairs = sql.join(unique.map((key) => sql`(${key.product_id}, ${key.lot_key})`));
  return db
    .selectFrom(
      sheet(db, scope, {
        filter: "any",
        search: undefined,
        after: undefined,
        products: [...new Set(unique.map((key) => key.product_id))],
      }).as("rows"),
    )
    .selectAll()
    .where(sql<boolean>`(product_id, lot_key) in (values ${pairs})`)
    .orderBy("product_id")
    .orderBy("lot_key")
    .execute();
}

/** A page of the sheet: `limit` rows after `offset` (or after the key `after`). */
export async function sheetPage(db: Db, scope: Scope, query: SheetQuery, limit: number, offset: number) {
  if (!readsLinesOnly(scope, query.filter))
    return sheet(db, scope, query).orderBy("product_id").orderBy("lot_key").limit(limit).offset(offset).execute();
  // The page's keys first, from the filter's index alone (an offset skips index entries, not joined
  // rows), then those rows whole.
  const keys = await lineKeys(db, scope, query)
    .orderBy("s.product_id")
    .orderBy("s.lot_key")
    .limit(limit)
    .offset(offset)
    .execute();
  if (keys.length === 0) return [];
  return linesOfKeys(db, scope.id, JSON.stringify(keys.map((key) => [key.product_id, key.lot_key])));
}

/**
 * The lines of these keys (a JSON array of [product, lot key] pairs, one value: one statement whatever the
 * page holds, prepared, db/prepared.ts), in the sheet's order. Each key is looked up in the lines' unique
 * index (count, product, lot key).
 */
const linesOfKeys = prepared((db, countId: Arg<string>, keys: Arg<string>) =>
  linesWithLots(db)
    .where("s.count_id", "=", countId)
    .where(inJsonPairs(db, ["s.product_id", "s.lot_key"], keys))
    .orderBy("s.product_id")
    .orderBy("s.lot_key"),
);

/**
 * Who counted each of these lines in its current round, by name, and `employeeId`'s own count of each
 * (`own`: their latest entry's running total in the round; null on the others' rows). One statement for a
 * page or a scan's answer.
 */
export const countersOfLines = (db: Db, lineIds: string[], employeeId: string | null) =>
  lineIds.length === 0 ? Promise.resolve([]) : countersStatement(db, JSON.stringify(lineIds), employeeId);

// A page's lines as one JSON value: one statement whatever the page holds, prepared (db/prepared.ts).
const countersStatement = prepared((db, lineIds: Arg<string>, employeeId: Arg<string | null>) =>
  db
    .selectFrom("stock_count_entries as e")
    .innerJoin("stock_count_lines as s", (join) =>
      join.onRef("s.id", "=", "e.line_id").onRef("s.round", "=", "e.round"),
    )
    .leftJoin("employees as emp", "emp.id", "e.employee_id")
    .select((eb) => [
      "e.line_id",
      optionalPersonName("emp").as("name"),
      sql<number | string | null>`case when e.employee_id = ${employeeId} then (${eb
        .selectFrom("stock_count_entries as mine")
        .select("mine.employee_total")
        .whereRef("mine.line_id", "=", "e.line_id")
        .whereRef("mine.employee_id", "=", "e.employee_id")
        .whereRef("mine.round", "=", "s.round")
        .orderBy("mine.id", "desc")
        .limit(sql.lit(1))}) end`.as("own"),
    ])
    .where(inJsonTexts(db, "e.line_id", lineIds))
    .groupBy(["e.line_id", "e.employee_id", "s.round", "emp.id", "emp.name", "emp.last_name"]),
);

/**
 * A batch of the lines apply writes, in the lines' key order (their unique index; never by id: a count can
 * hold a million lines), with their lot's expiry.
 */
const linesToApplyAfter = (trx: Db, countId: string, after: SheetKey | undefined, limit: number) =>
  trx
    .selectFrom("stock_count_lines as s")
    .leftJoin("lots as l", "l.id", "s.lot_id")
    .select([
      "s.id",
      "s.product_id",
      "s.lot_id",
      "s.lot_number",
      "s.lot_key",
      "s.unit",
      "s.counted",
      "s.book_quantity",
      "l.expiration_date",
    ])
    .where("s.count_id", "=", countId)
    .$if(after !== undefined, (q) => q.where(afterKey("s.product_id", "s.lot_key", after as SheetKey)))
    .orderBy("s.product_id")
    .orderBy("s.lot_key")
    .limit(limit);

/** The lines whose count differs from their book (through stock_count_lines_differences_idx): what apply adjusts. */
export const differingLinesAfter = (trx: Db, countId: string, after: SheetKey | undefined, limit: number) =>
  linesToApplyAfter(trx, countId, after, limit)
    // As the partial index states it.
    .where("s.counted", "is not", null)
    .whereRef("s.counted", "<>", "s.book_quantity")
    .execute();

/**
 * Gives each of the next `limit` lots in scope holding stock (in sheet order, after `after`) that has no
 * line of the count a line of its own: uncounted, its book quantity the lot's now; a lot with a line
 * keeps it (ON CONFLICT DO NOTHING). What a count's review starts with. The lots are read through the
 * warehouse's index alone: joined to the count's lines to skip those with one, PostgreSQL read the
 * warehouse whole for every batch (1.5 s each at the large size, 570 batches). Answers the last lot's
 * key, undefined when none was left.
 */
export async function snapshotUncounted(trx: Db, scope: Scope, after: SheetKey | undefined, limit: number, at: string) {
  const lots = await trx
    .selectFrom("lots as l")
    .$if(scope.scope_category !== null || scope.scope_search !== null, (q) =>
      q.innerJoin("products as p", "p.id", "l.product_id"),
    )
    .select(["l.id", "l.product_id", "l.lot_key", "l.lot_number", "l.unit", "l.quantity"])
    .where("l.warehouse_id", "=", scope.warehouse_id)
    .where("l.has_stock", "=", 1)
    .where(inScope(trx, scope, "l.product_id"))
    .$if(after !== undefined, (q) => q.where(afterKey("l.product_id", "l.lot_key", after as SheetKey)))
    .orderBy("l.product_id")
    .orderBy("l.lot_key")
    .limit(limit)
    .execute();
  if (lots.length === 0) return undefined;
  await trx
    .insertInto("stock_count_lines")
    .values(
      lots.map((lot) => ({
        id: newId(),
        count_id: scope.id,
        product_id: lot.product_id,
        lot_id: lot.id,
        lot_number: lot.lot_number,
        lot_key: lot.lot_key,
        unit: lot.unit,
        counted: null,
        book_quantity: lot.quantity,
        booked_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(["count_id", "product_id", "lot_key"]).doNothing())
    .execute();
  const last = lots.at(-1) as (typeof lots)[number];
  return { product_id: last.product_id, lot_key: last.lot_key };
}

/**
 * Flags the next `limit` counted lines (in key order, after `after`) whose lot's stock changed since
 * they were counted ('Movidos durante el conteo'), and clears the flag of the others. Answers the last
 * line's key, undefined when none was left.
 */
export async function markMoved(trx: Db, countId: string, after: SheetKey | undefined, limit: number) {
  const lines = await trx
    .selectFrom("stock_count_lines as s")
    .leftJoin("lots as l", "l.id", "s.lot_id")
    .select([
      "s.id",
      "s.product_id",
      "s.lot_key",
      sql<number>`case when l.updated_at > s.booked_at then 1 else 0 end`.as("now"),
      "s.moved",
    ])
    .where("s.count_id", "=", countId)
    .where("s.counted", "is not", null)
    // In the lines' key order (their unique index), never by id: a count can hold a million lines.
    .$if(after !== undefined, (q) => q.where(afterKey("s.product_id", "s.lot_key", after as SheetKey)))
    .orderBy("s.product_id")
    .orderBy("s.lot_key")
    .limit(limit)
    .execute();
  for (const flag of [0, 1] as const) {
    const ids = lines.filter((line) => Number(line.now) === flag && line.moved !== flag).map((line) => line.id);
    if (ids.length > 0)
      await trx.updateTable("stock_count_lines").set({ moved: flag }).where("id", "in", ids).execute();
  }
  const last = lines.at(-1);
  return last && { product_id: last.product_id, lot_key: last.lot_key };
}

/** The lines nobody counted (a snapshot of the review), in key order: what 'Poner en cero' empties. */
export const uncountedLinesAfter = (trx: Db, countId: string, after: SheetKey | undefined, limit: number) =>
  linesToApplyAfter(trx, countId, after, limit).where("s.counted", "is", null).execute();

/** Records what apply wrote on a batch of lines (a new lot's id too), in one statement. */
export async function recordAdjustments(
  trx: Db,
  rows: ReadonlyArray<{ id: string; adjusted: number; adjusted_value_cents: number; lot_id: string | undefined }>,
) {
  if (rows.length === 0) return;
  const adjusted = rowsRelation(
    trx,
    rows.map((row) => ({
      id: row.id,
      adjusted: Math.trunc(row.adjusted),
      adjusted_value_cents: Math.trunc(row.adjusted_value_cents),
      lot_id: row.lot_id ?? null,
    })),
    { id: "text", adjusted: "bigint", adjusted_value_cents: "bigint", lot_id: "text" },
    "a",
  );
  await sql`
    update stock_count_lines
    set adjusted = a.adjusted, adjusted_value_cents = a.adjusted_value_cents,
        lot_id = coalesce(a.lot_id, stock_count_lines.lot_id)
    from ${adjusted}
    where stock_count_lines.id = a.id`.execute(trx);
}

/**
 * A batch of the lines a variance report sums, in key order, with their product: the counted lines
 * that differ from their book (through stock_count_lines_differences_idx), or the uncounted lines an
 * applied 'Poner en cero' emptied (through stock_count_lines_uncounted_idx).
 */
export const varianceLinesAfter = (
  db: Db,
  countId: string,
  lines: "differences" | "zeroed",
  after: SheetKey | undefined,
  limit: number,
) =>
  db
    .selectFrom("stock_count_lines as s")
    .innerJoin("products as p", "p.id", "s.product_id")
    .select([
      "s.product_id",
      "s.lot_key",
      "p.sku",
      "p.name",
      "p.category",
      "s.book_quantity",
      "s.counted",
      "s.adjusted",
      "s.adjusted_value_cents",
    ])
    .where("s.count_id", "=", countId)
    // As the partial indexes state them.
    .$if(lines === "differences", (q) =>
      q.where("s.counted", "is not", null).whereRef("s.counted", "<>", "s.book_quantity"),
    )
    .$if(lines === "zeroed", (q) => q.where("s.counted", "is", null).where("s.adjusted", "<>", 0))
    .$if(after !== undefined, (q) => q.where(afterKey("s.product_id", "s.lot_key", after as SheetKey)))
    .orderBy("s.product_id")
    .orderBy("s.lot_key")
    .limit(limit)
    .execute();
