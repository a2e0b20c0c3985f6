import { type Insertable, sql } from "kysely";
import { cappedCount } from "../../db/capped-count";
import type { Db } from "../../db/connection";
import type { SaleLinesTable, SalesTable } from "../../db/types";

/**
 * What can still be promised, per product: stock on hand minus what pending picking requests still
 * need. One statement, so it reads one consistent snapshot.
 */
export function availability(trx: Db, productIds: string[]) {
  return trx
    .selectFrom("products as p")
    .select([
      "p.id",
      "p.name",
      "p.is_active",
      "p.stock as on_hand",
      sql<number>`coalesce((
        select sum(wi.requested_quantity - wi.fulfilled_quantity)
        from withdrawal_items wi join withdrawals w on w.id = wi.withdrawal_id
        where wi.product_id = p.id and w.status = 'PENDING'), 0)`.as("reserved"),
    ])
    .where("p.id", "in", productIds)
    .execute();
}

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
    ]);

export const findSale = (db: Db, id: string) => saleSummaries(db).where("sales.id", "=", id).executeTakeFirst();

export const saleLines = (db: Db, saleId: string) =>
  db
    .selectFrom("sale_lines")
    .select(["product_id", "quantity", "unit_price_cents", "subtotal_cents"])
    .where("sale_id", "=", saleId)
    .orderBy("id")
    .execute();

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

export async function insertSale(trx: Db, sale: Insertable<SalesTable>, lines: Insertable<SaleLinesTable>[]) {
  await trx.insertInto("sales").values(sale).execute();
  await trx.insertInto("sale_lines").values(lines).execute();
}
