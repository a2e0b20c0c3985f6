import { PAGE_SIZE } from "@inventario/shared/constants";
import type { SaleStatus } from "@inventario/shared/sales";
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { listVersion } from "../../db/lists/layout";
import { listShape } from "../../db/lists/list-page";
import { currentMatches } from "../../db/lists/search-matches";
import { optionalPersonName, personName } from "../../db/person-name";
import type { Database } from "../../db/types";

/**
 * The reads of the sales history (GET /api/sales, GET /api/sales/{id}): the bucketed list "sales"
 * (db/lists) for the unfiltered and searched pages, a counted query for date and status filters, and a
 * sale's detail.
 */

/** The sale with this id, or with this number (V-000123 is 123) when the text is one. */
const idOrNumber =
  (id: string, number: number | null) => (eb: ExpressionBuilder<Database & { s: Database["sales"] }, "s">) =>
    number === null ? eb("s.id", "=", id) : eb.or([eb("s.id", "=", id), eb("s.number", "=", number)]);

/** The sale's id and picking request, by id or number: what a writer (a return) starts from. */
export const saleRef = (db: Db, id: string, number: number | null) =>
  db
    .selectFrom("sales as s")
    .select(["s.id", "s.withdrawal_id", "s.total_cents"])
    .where(idOrNumber(id, number))
    .executeTakeFirst();

/**
 * A history row with its client's and employee's names, joined by primary key for the page's rows
 * only (one statement per page, no query per row).
 */
function withNames<O>(rows: SelectQueryBuilder<Database & { r: Database["sales"] }, "r", O>) {
  return rows
    .innerJoin("clients as c", "c.id", "r.client_id")
    .leftJoin("employees as e", "e.id", "r.employee_id")
    .select([
      "r.id",
      "r.number",
      "r.created_at",
      "r.total_cents",
      "r.status",
      "c.identification as client_identification",
      personName("c").as("client_name"),
      optionalPersonName("e").as("employee_name"),
    ]);
}

/** The whole history, newest first (sales ids are time-ordered), at any depth. */
export const saleHistoryList = listShape("sales", (r) => withNames(r));

type SaleFilters = {
  /** Inclusive lower bound of created_at (an instant, UTC ISO). */
  from: string | undefined;
  /** Exclusive upper bound of created_at. */
  to: string | undefined;
  status: SaleStatus | undefined;
  /** Only sales to these clients (a search's matching clients), or to any client when null. */
  clients: string[] | null;
  /** Also (or only, without clients) the sale with this number. */
  number: number | null;
};

type SalesWhere = ExpressionBuilder<Database & { r: Database["sales"] }, "r">;

/** `r.client_id` is one of `ids`, passed as one parameter: a JSON array on SQLite, an array on PostgreSQL. */
function clientIn(db: Db, ids: string[]) {
  if (isPostgres(db)) return sql<boolean>`r.client_id = any(${ids}::text[])`;
  return sql<boolean>`r.client_id in (select value from json_each(${JSON.stringify(ids)}))`;
}

const conditions = (db: Db, filters: SaleFilters) => (eb: SalesWhere) => {
  const all = [];
  if (filters.from !== undefined) all.push(eb("r.created_at", ">=", filters.from));
  if (filters.to !== undefined) all.push(eb("r.created_at", "<", filters.to));
  if (filters.status !== undefined) all.push(eb("r.status", "=", filters.status));
  const byClient = filters.clients === null ? null : clientIn(db, filters.clients);
  const byNumber = filters.number === null ? null : eb("r.number", "=", filters.number);
  if (byClient && byNumber) all.push(eb.or([byClient, byNumber]));
  else if (byClient ?? byNumber) all.push((byClient ?? byNumber)!);
  return eb.and(all);
};

/**
 * How many sales pass the filters: over sales_client_idx (client_id, id) for a search, the date or
 * status indexes otherwise. Exact.
 */
export async function countFilteredSales(db: Db, filters: SaleFilters): Promise<number> {
  const counted = await db
    .selectFrom("sales as r")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where(conditions(db, filters))
    .executeTakeFirst();
  return Number(counted?.n ?? 0);
}

/** The ids of a page of the sales passing the filters, newest first, read through the filters' indexes. */
export const filteredSalePageIds = async (db: Db, filters: SaleFilters, offset: number) =>
  (
    await db
      .selectFrom("sales as r")
      .select("r.id")
      .where(conditions(db, filters))
      .orderBy("r.id", "desc")
      .limit(PAGE_SIZE)
      .offset(offset)
      .execute()
  ).map((row) => row.id);

/**
 * Up to `limit` history rows passing the filters, newest first, older than the sale `before` (keyset;
 * the newest without it): the filtered list read through, as an export reads it.
 */
export function filteredSalesBefore(db: Db, filters: SaleFilters, before: string | null, limit: number) {
  const query = withNames(db.selectFrom("sales as r").where(conditions(db, filters)))
    .orderBy("r.id", "desc")
    .limit(limit);
  return (before === null ? query : query.where("r.id", "<", before)).execute();
}

/** Up to `limit` sales older than `before` (the newest without it), newest first: what a walk over the history reads. */
export function salesBefore(db: Db, before: string | null, limit: number) {
  const newest = db
    .selectFrom("sales")
    .select(["id", "client_id", "number", "status", "created_at"])
    .orderBy("id", "desc")
    .limit(limit);
  return (before === null ? newest : newest.where("id", "<", before)).execute();
}

/** These sales as history rows, newest first. */
export const salesByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : withNames(db.selectFrom("sales as r").where("r.id", "in", ids))
        .orderBy("r.id", "desc")
        .execute();

/** The clients whose searchable text (identification, name, email) holds the term, and the clients list's version. */
export const clientMatches = (db: Db, term: string) => currentMatches(db, "clients", term);

/** Moves with every sale written: a count kept for a search is good while it has not moved. */
export const salesVersion = (db: Db) => listVersion(db, "sales");

/** A sale with its client, seller, canceller and picking request, by id or by number (V-000123 is 123). */
export function saleHeader(db: Db, id: string, number: number | null) {
  return db
    .selectFrom("sales as s")
    .innerJoin("clients as c", "c.id", "s.client_id")
    .innerJoin("withdrawals as w", "w.id", "s.withdrawal_id")
    .leftJoin("employees as e", "e.id", "s.employee_id")
    .leftJoin("employees as x", "x.id", "s.cancelled_by")
    .select([
      "s.id",
      "s.number",
      "s.created_at",
      "s.status",
      "s.type",
      "s.currency",
      "s.total_cents",
      "s.requires_electronic_invoice",
      "s.receipt_prefix",
      "s.receipt_number",
      "s.cancelled_at",
      "s.cancel_reason",
      optionalPersonName("e").as("employee_name"),
      optionalPersonName("x").as("cancelled_by_name"),
      "c.identification as client_identification",
      "c.name as client_name",
      "c.last_name as client_last_name",
      "c.email as client_email",
      "c.phone_number as client_phone_number",
      "w.id as withdrawal_id",
      "w.number as withdrawal_number",
      "w.status as withdrawal_status",
    ])
    .where(idOrNumber(id, number))
    .executeTakeFirst();
}

/** The sale's lines with their product and what its picking request dispatched of each. */
export const saleLinesWithDispatch = (db: Db, saleId: string, withdrawalId: string) =>
  db
    .selectFrom("sale_lines as l")
    .innerJoin("products as p", "p.id", "l.product_id")
    .leftJoin("withdrawal_items as i", (join) =>
      join.onRef("i.product_id", "=", "l.product_id").on("i.withdrawal_id", "=", withdrawalId),
    )
    .select([
      "l.product_id",
      "p.name as product_name",
      "p.sku",
      "l.quantity",
      "l.unit_price_cents",
      "l.subtotal_cents",
      "l.tax_class",
      "l.base_cents",
      "l.tax_cents",
      "l.list_price_cents",
      (eb) => eb.fn.coalesce("i.fulfilled_quantity", sql<number>`0`).as("dispatched"),
    ])
    .where("l.sale_id", "=", saleId)
    .orderBy("l.id")
    .execute();

/**
 * The request's dispatches: its OUT movements (their reference is the request), oldest first, with the
 * warehouse and product names. Reached through the products' ledger index (product_id, id), the ledger
 * having no index on reference.
 */
export const dispatchesOf = (db: Db, withdrawalId: string, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("movements as m")
        .innerJoin("warehouses as wh", "wh.id", "m.warehouse_id")
        .innerJoin("products as p", "p.id", "m.product_id")
        .select([
          "m.product_id",
          "p.name as product_name",
          "m.warehouse_id",
          "wh.name as warehouse_name",
          "m.lot_number",
          "m.quantity",
          "m.created_at",
        ])
        .where("m.product_id", "in", productIds)
        .where("m.type", "=", "OUT")
        .where("m.reference", "=", withdrawalId)
        .orderBy("m.id")
        .execute();
