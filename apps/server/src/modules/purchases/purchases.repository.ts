import { type Insertable, sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres, searchTextContains } from "../../db/dialect";
import { listShape } from "../../db/lists/list-page";
import { optionalPersonName } from "../../db/person-name";
import type {
  PurchaseOrderItemsTable,
  PurchaseOrderStatus,
  PurchaseOrdersTable,
  PurchaseReceiptLinesTable,
  PurchaseReceiptsTable,
  SupplierReturnLinesTable,
  SupplierReturnsTable,
} from "../../db/types";
import { firstIdAt } from "../../lib/ids";
import { normalizeForSearch } from "../../lib/search-text";

const MINUTE = 60_000;

type NumberedTable = "purchase_orders" | "purchase_receipts" | "supplier_returns";

/**
 * The next number of a purchasing document: PostgreSQL's sequence (gaps tolerated, never reused); on
 * SQLite the largest plus one, which its single writer makes safe. Called inside the write transaction.
 */
export async function nextNumber(trx: Db, table: NumberedTable): Promise<number> {
  const query = isPostgres(trx)
    ? sql<{ n: number | string }>`select nextval(${`${table}_number_seq`}) as n`
    : sql<{ n: number | string }>`select coalesce(max(number), 0) + 1 as n from ${sql.table(table)}`;
  const { rows } = await query.execute(trx);
  return Number(rows[0]?.n);
}

/** What a list row of an order holds (`r` the order, `s` its supplier, `w` its warehouse). */
const summaryColumns = [
  "r.id",
  "r.number",
  "r.status",
  "r.supplier_id",
  "s.name as supplier_name",
  "r.warehouse_id",
  "w.name as warehouse_name",
  "r.expected_at",
  "r.total_cents",
  "r.created_at",
] as const;

/** An order as the list shows it (newest first), its supplier's and warehouse's names joined in. */
export const orderList = listShape("purchase_orders", (r) =>
  r
    .innerJoin("suppliers as s", "s.id", "r.supplier_id")
    .innerJoin("warehouses as w", "w.id", "r.warehouse_id")
    .select(summaryColumns),
);

/** A filtered list's conditions; `from`/`to` are instants (the bounds of business days), `to` excluded. */
export type OrderFilters = {
  status?: PurchaseOrderStatus | undefined;
  supplier_id?: string | undefined;
  /** One warehouse, or a scoped employee's ('Mis bodegas'); never empty (warehouseFilterOf). */
  warehouse_ids?: readonly string[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
};

/**
 * Orders of a status, supplier, warehouse or range of dates, newest first: each filter has its
 * `(column, id)` index, the dates bound its `id`; a search with a filter matches within what the filter
 * leaves.
 */
function filtered(db: Db, filters: OrderFilters) {
  let query = db.selectFrom("purchase_orders as r");
  if (filters.status) query = query.where("r.status", "=", filters.status);
  if (filters.supplier_id) query = query.where("r.supplier_id", "=", filters.supplier_id);
  if (filters.warehouse_ids) query = query.where("r.warehouse_id", "in", [...filters.warehouse_ids]);
  // The dates bound created_at exactly, and the order's time-ordered id loosely (a minute either side of
  // the instants its id and created_at were taken at): the walk newest first then starts and stops in the
  // id indexes near the range rather than reading every newer order.
  if (filters.from) {
    query = query
      .where("r.created_at", ">=", filters.from)
      .where("r.id", ">=", firstIdAt(Date.parse(filters.from) - MINUTE));
  }
  if (filters.to) {
    query = query.where("r.created_at", "<", filters.to).where("r.id", "<", firstIdAt(Date.parse(filters.to) + MINUTE));
  }
  const term = normalizeForSearch(filters.search ?? "");
  if (term) query = query.where(searchTextContains(db, { table: "purchase_orders" }, term, "r"));
  return query;
}

/** A page of filtered orders, newest first, from `offset` or after the order `after` (an export's keyset). */
export const filteredOrderPage = (db: Db, filters: OrderFilters, limit: number, offset: number, after?: string) =>
  (after ? filtered(db, filters).where("r.id", "<", after) : filtered(db, filters))
    .innerJoin("suppliers as s", "s.id", "r.supplier_id")
    .innerJoin("warehouses as w", "w.id", "r.warehouse_id")
    .select(summaryColumns)
    .orderBy("r.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();

export async function countFilteredOrders(db: Db, filters: OrderFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const orderColumns = [
  "o.id",
  "o.number",
  "o.status",
  "o.supplier_id",
  "s.name as supplier_name",
  "o.warehouse_id",
  "w.name as warehouse_name",
  "o.expected_at",
  "o.notes",
  "o.total_cents",
  "o.reason",
  "o.created_at",
  "o.sent_at",
  "o.closed_at",
] as const;

export const findOrder = (db: Db, id: string) =>
  db
    .selectFrom("purchase_orders as o")
    .innerJoin("suppliers as s", "s.id", "o.supplier_id")
    .innerJoin("warehouses as w", "w.id", "o.warehouse_id")
    .leftJoin("employees as e", "e.id", "o.employee_id")
    .select([...orderColumns, optionalPersonName("e").as("employee_name")])
    .where("o.id", "=", id)
    .executeTakeFirst();

/** The order's status under a row lock (PostgreSQL; SQLite's writer is already alone): serializes its writers. */
export async function lockOrder(trx: Db, id: string) {
  const query = trx
    .selectFrom("purchase_orders")
    .select(["id", "number", "status", "warehouse_id"])
    .where("id", "=", id);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

export const orderItems = (db: Db, orderId: string) =>
  db
    .selectFrom("purchase_order_items as i")
    .innerJoin("products as p", "p.id", "i.product_id")
    .select([
      "i.id",
      "i.product_id",
      "p.name as product_name",
      "p.sku",
      "i.quantity",
      "i.unit_cost_cents",
      "i.over_receipt_percent",
      "i.received",
      "i.closed",
    ])
    .where("i.order_id", "=", orderId)
    .orderBy("i.position")
    .execute();

export const orderReceipts = (db: Db, orderId: string) =>
  db
    .selectFrom("purchase_receipts")
    .select(["id", "number", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();

export const insertOrder = (trx: Db, row: Insertable<PurchaseOrdersTable>) =>
  trx.insertInto("purchase_orders").values(row).execute();

/** Rows per insert: far below either database's limit of bound parameters. */
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** A draft's lines, replaced whole (a draft has received nothing). */
export async function replaceItems(trx: Db, orderId: string, rows: Insertable<PurchaseOrderItemsTable>[]) {
  await trx.deleteFrom("purchase_order_items").where("order_id", "=", orderId).execute();
  await insertChunked(rows, (chunk) => trx.insertInto("purchase_order_items").values(chunk).execute());
}

export const updateOrder = (
  trx: Db,
  id: string,
  values: Partial<Omit<Insertable<PurchaseOrdersTable>, "id" | "number">>,
) => trx.updateTable("purchase_orders").set(values).where("id", "=", id).execute();

/**
 * Adds received units to a line, refused in the statement itself past its quantity plus its tolerance
 * (so no race can pass it). Answers whether it was added.
 */
export async function addReceived(trx: Db, itemId: string, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable("purchase_order_items")
    .set({ received: sql`received + ${quantity}` })
    .where("id", "=", itemId)
    .where(sql<boolean>`received + ${quantity} <= quantity + (quantity * over_receipt_percent) / 100`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closing an order gives up what each line still had pending. */
export const closeItems = (trx: Db, orderId: string) =>
  trx
    .updateTable("purchase_order_items")
    .set({ closed: sql`case when quantity > received then quantity - received else 0 end` })
    .where("order_id", "=", orderId)
    .execute();

export const insertReceipt = (trx: Db, row: Insertable<PurchaseReceiptsTable>) =>
  trx.insertInto("purchase_receipts").values(row).execute();

export const insertReceiptLines = (trx: Db, rows: Insertable<PurchaseReceiptLinesTable>[]) =>
  insertChunked(rows, (chunk) => trx.insertInto("purchase_receipt_lines").values(chunk).execute());

const receiptColumns = [
  "r.id",
  "r.number",
  "r.order_id",
  "o.number as order_number",
  "o.supplier_id",
  "s.name as supplier_name",
  "r.total_cents",
  "r.created_at",
] as const;

function receipts(db: Db) {
  return db
    .selectFrom("purchase_receipts as r")
    .innerJoin("purchase_orders as o", "o.id", "r.order_id")
    .innerJoin("suppliers as s", "s.id", "o.supplier_id")
    .leftJoin("employees as e", "e.id", "r.employee_id")
    .select([...receiptColumns, optionalPersonName("e").as("employee_name")]);
}

/** Receipts newest first (of one order when given), after the receipt `after` (keyset) or from `offset`. */
export function receiptPage(
  db: Db,
  orderId: string | undefined,
  after: string | undefined,
  limit: number,
  offset: number,
) {
  let query = receipts(db).orderBy("r.id", "desc").limit(limit).offset(offset);
  if (orderId) query = query.where("r.order_id", "=", orderId);
  if (after) query = query.where("r.id", "<", after);
  return query.execute();
}

/** How many receipts there are (of one order), counted up to `cap`. */
export async function countReceipts(db: Db, orderId: string | undefined, cap: number): Promise<number> {
  let inner = db
    .selectFrom("purchase_receipts")
    .select("id")
    .limit(cap + 1);
  if (orderId) inner = inner.where("order_id", "=", orderId);
  const row = await db
    .selectFrom(inner.as("capped"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findReceipt = (db: Db, id: string) => receipts(db).where("r.id", "=", id).executeTakeFirst();

export const receiptLines = (db: Db, receiptId: string) =>
  db
    .selectFrom("purchase_receipt_lines as l")
    .innerJoin("products as p", "p.id", "l.product_id")
    .innerJoin("warehouses as w", "w.id", "l.warehouse_id")
    .select([
      "l.id",
      "l.item_id",
      "l.product_id",
      "p.name as product_name",
      "p.sku",
      "l.warehouse_id",
      "w.name as warehouse_name",
      "l.lot_id",
      "l.lot_number",
      "l.expiration_date",
      "l.quantity",
      "l.unit_cost_cents",
      "l.returned",
    ])
    .where("l.receipt_id", "=", receiptId)
    .orderBy("l.id")
    .execute();

export const receiptReturns = (db: Db, receiptId: string) =>
  db
    .selectFrom("supplier_returns")
    .select(["id", "number", "reason", "created_at"])
    .where("receipt_id", "=", receiptId)
    .orderBy("id")
    .execute();

/** The receipt under a row lock (PostgreSQL): serializes the returns of one receipt. */
export async function lockReceipt(trx: Db, id: string) {
  const query = trx.selectFrom("purchase_receipts").select(["id", "order_id"]).where("id", "=", id);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/** Adds returned units to a receipt line, refused in the statement past what it received. */
export async function addReturned(trx: Db, lineId: string, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable("purchase_receipt_lines")
    .set({ returned: sql`returned + ${quantity}` })
    .where("id", "=", lineId)
    .where(sql<boolean>`returned + ${quantity} <= quantity`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const insertReturn = (trx: Db, row: Insertable<SupplierReturnsTable>) =>
  trx.insertInto("supplier_returns").values(row).execute();

export const insertReturnLines = (trx: Db, rows: Insertable<SupplierReturnLinesTable>[]) =>
  insertChunked(rows, (chunk) => trx.insertInto("supplier_return_lines").values(chunk).execute());

/**
 * Units still to come per product and destination warehouse on open orders, drafts included (what a
 * suggestion subtracts, so a shortage already ordered is not suggested again).
 */
export const openOrderedUnits = (db: Db, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("purchase_order_items as i")
        .innerJoin("purchase_orders as o", "o.id", "i.order_id")
        .select([
          "i.product_id",
          "o.warehouse_id",
          sql<number>`sum(case when i.quantity > i.received + i.closed then i.quantity - i.received - i.closed else 0 end)`.as(
            "units",
          ),
        ])
        .where("i.product_id", "in", productIds)
        .where("o.status", "in", ["DRAFT", "SENT", "PARTIAL"])
        .groupBy(["i.product_id", "o.warehouse_id"])
        .execute();

/** The receipt lines of [from, to] (business dates), through the receipts' business-date index. */
const receivedIn = (db: Db, from: string, to: string) =>
  db
    .selectFrom("purchase_receipts as r")
    .innerJoin("purchase_receipt_lines as l", "l.receipt_id", "r.id")
    .where("r.business_date", ">=", from)
    .where("r.business_date", "<=", to);

const receivedFigures = [
  sql<number>`count(distinct r.id)`.as("receipts"),
  sql<number>`sum(l.quantity)`.as("units"),
  sql<number>`sum(l.quantity * l.unit_cost_cents)`.as("amount_cents"),
] as const;

/** What was received per business day of the range (days without receipts absent). */
export const receivedByDay = (db: Db, from: string, to: string) =>
  receivedIn(db, from, to)
    .select(["r.business_date as day", ...receivedFigures])
    .groupBy("r.business_date")
    .orderBy("r.business_date")
    .execute();

/** The whole range's figures. */
export const receivedTotals = (db: Db, from: string, to: string) =>
  receivedIn(db, from, to).select(receivedFigures).executeTakeFirstOrThrow();

/** A page of what was received per supplier, the largest amount first (ties by id). */
export const receivedBySupplier = (db: Db, from: string, to: string, limit: number, offset: number) =>
  receivedIn(db, from, to)
    .innerJoin("purchase_orders as o", "o.id", "r.order_id")
    .innerJoin("suppliers as s", "s.id", "o.supplier_id")
    .select(["s.id as key", "s.name as label", "s.nit as detail", ...receivedFigures])
    .groupBy(["s.id", "s.name", "s.nit"])
    .orderBy(sql`sum(l.quantity * l.unit_cost_cents)`, "desc")
    .orderBy("s.id")
    .limit(limit)
    .offset(offset)
    .execute();

/** A page of what was received per product, the largest amount first (ties by id). */
export const receivedByProduct = (db: Db, from: string, to: string, limit: number, offset: number) =>
  receivedIn(db, from, to)
    .innerJoin("products as p", "p.id", "l.product_id")
    .select(["p.id as key", "p.name as label", "p.sku as detail", ...receivedFigures])
    .groupBy(["p.id", "p.name", "p.sku"])
    .orderBy(sql`sum(l.quantity * l.unit_cost_cents)`, "desc")
    .orderBy("p.id")
    .limit(limit)
    .offset(offset)
    .execute();

/** How many suppliers or products received something in the range. */
export async function countReceivedGroups(db: Db, from: string, to: string, group: "supplier" | "product") {
  const row = await (group === "product"
    ? receivedIn(db, from, to).select(sql<number>`count(distinct l.product_id)`.as("n"))
    : receivedIn(db, from, to)
        .innerJoin("purchase_orders as o", "o.id", "r.order_id")
        .select(sql<number>`count(distinct o.supplier_id)`.as("n"))
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}
