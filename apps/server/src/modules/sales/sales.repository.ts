import { type Insertable, sql } from "kysely";
import { cappedCount } from "../../db/capped-count";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import type { SaleLinesTable, SalePaymentsTable, SalesTable } from "../../db/types";
import { countSale, saleCount } from "./sales-daily.repository";
import { countProductSales } from "./sales-product-figures.repository";

/** A sale's own columns, with the client's identification as client_id (the API addresses clients by it). */
const saleSummaries = (db: Db) =>
  db
    .selectFrom("sales")
    .innerJoin("clients", "clients.id", "sales.client_id")
    .select([
      "sales.id",
      "clients.identification as client_id",
      "sales.type",
      "sales.currency",
      "sales.total_cents",
      "sales.withdrawal_id",
      "sales.created_at",
      "sales.number",
      "sales.status",
      "sales.requires_electronic_invoice",
      "sales.receipt_prefix",
      "sales.receipt_number",
    ]);

export const findSale = (db: Db, id: string) => saleSummaries(db).where("sales.id", "=", id).executeTakeFirst();

export const saleLines = (db: Db, saleId: string) =>
  db
    .selectFrom("sale_lines")
    .select([
      "product_id",
      "quantity",
      "unit_price_cents",
      "subtotal_cents",
      "tax_class",
      "base_cents",
      "tax_cents",
      "list_price_cents",
    ])
    .where("sale_id", "=", saleId)
    .orderBy("id")
    .execute();

/**
 * The next POS number of a resolution whose range starts at `from`: one UPDATE of its pos_counters row
 * (created at from − 1 the first time), inside the sale's transaction. The row stays locked until the sale
 * commits (PostgreSQL; SQLite's one writer holds the file), so concurrent sales take consecutive numbers,
 * and a sale that rolls back gives its number back.
 */
export async function takeReceiptNumber(trx: Db, resolution: string, from: number): Promise<number> {
  await trx
    .insertInto("pos_counters")
    .values({ resolution, last_number: from - 1 })
    .onConflict((conflict) => conflict.column("resolution").doNothing())
    .execute();
  const { last_number } = await trx
    .updateTable("pos_counters")
    .set({ last_number: sql`case when last_number < ${from - 1} then ${from} else last_number + 1 end` })
    .where("resolution", "=", resolution)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(last_number);
}

/** A sale's payments, in the order given. */
export const salePayments = (db: Db, saleId: string) =>
  db
    .selectFrom("sale_payments")
    .select(["method", "amount_cents"])
    .where("sale_id", "=", saleId)
    .orderBy("id")
    .execute();

export async function insertSalePayments(trx: Db, payments: Insertable<SalePaymentsTable>[]): Promise<void> {
  if (payments.length > 0) await trx.insertInto("sale_payments").values(payments).execute();
}

/**
 * Up to `limit` sales, newest first (ids are time-ordered): those older than `after` (keyset, any
 * depth) or from an OFFSET (the first pages).
 */
export function saleRows(db: Db, after: string | undefined, limit: number, offset: number) {
  const query = saleSummaries(db).orderBy("sales.id", "desc").limit(limit);
  const from = after === undefined ? query : query.where("sales.id", "<", after);
  return (offset > 0 ? from.offset(offset) : from).execute();
}

/** How many sales there are, counted up to COUNT_CAP (1.36M at the large size). */
export const cappedSaleCount = (db: Db) => cappedCount(db, "sales");

/**
 * A new sale with its lines, counted in the same transaction in its day's sales_daily row (migration 0020)
 * and its products' sales_product_daily rows (migration 0024).
 */
export async function insertSale(trx: Db, sale: Insertable<SalesTable>, lines: Insertable<SaleLinesTable>[]) {
  await trx.insertInto("sales").values(sale).execute();
  await trx.insertInto("sale_lines").values(lines).execute();
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  await countSale(trx, { ...sale, employee_id: sale.employee_id ?? null, units }, 1);
  await countProductSales(trx, sale.created_at, lines, 1);
}

/**
 * The number of a new sale, which its picking request shares. PostgreSQL: the sequence (unique across
 * processes; a rolled-back sale leaves a gap). SQLite: one past the highest number either table holds,
 * read inside the write transaction, which holds the file's only write lock (BEGIN IMMEDIATE). Requests
 * are numbered after the sales they came with by migration 0016, hence both maxima.
 */
export async function nextSaleNumber(trx: Db): Promise<number> {
  if (isPostgres(trx)) {
    const { rows } = await sql<{ n: string }>`select nextval('sales_number_seq') as n`.execute(trx);
    return Number(rows[0]?.n);
  }
  const { rows } = await sql<{ n: number }>`select max(
      coalesce((select max(number) from sales), 0),
      coalesce((select max(number) from withdrawals), 0)) + 1 as n`.execute(trx);
  return Number(rows[0]?.n);
}

/**
 * A sale whose picking request was just completed is dispatched ('COMPLETED'), unless returns already
 * gave it another state. Found by the number it shares with the request (indexed; withdrawal_id is not).
 */
export const markSaleDispatched = (trx: Db, number: number, withdrawalId: string) =>
  trx
    .updateTable("sales")
    .set({ status: "COMPLETED" })
    .where("number", "=", number)
    .where("withdrawal_id", "=", withdrawalId)
    .where("status", "=", "PENDING")
    .execute();

/**
 * Cancels the sale and takes it out of its day's sales_daily row and its products' sales_product_daily
 * rows, once (a cancelled sale stays as it is).
 */
export async function markSaleCancelled(
  trx: Db,
  saleId: string,
  cancellation: { at: string; by: string | null; reason: string },
) {
  const updated = await trx
    .updateTable("sales")
    .set({
      status: "CANCELLED",
      cancelled_at: cancellation.at,
      cancelled_by: cancellation.by,
      cancel_reason: cancellation.reason,
    })
    .where("id", "=", saleId)
    .where("status", "<>", "CANCELLED")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return;
  const sale = await saleCount(trx, saleId);
  if (!sale) return;
  await countSale(trx, { ...sale, total_cents: Number(sale.total_cents), units: Number(sale.units ?? 0) }, -1);
  await countProductSales(trx, sale.created_at, await saleLines(trx, saleId), -1);
}
