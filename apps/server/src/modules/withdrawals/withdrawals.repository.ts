import { sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";

export const findWithdrawal = (db: Db, id: string) =>
  db
    .selectFrom("withdrawals")
    .select(["id", "requested_by", "status", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();

/** The request, its row locked until the transaction ends on PostgreSQL (SQLite has one writer anyway). */
export function findWithdrawalForUpdate(trx: Db, id: string) {
  const query = trx
    .selectFrom("withdrawals")
    .select(["id", "requested_by", "status", "created_at"])
    .where("id", "=", id);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

export const findWithdrawals = (db: Db, ids: string[]) =>
  db.selectFrom("withdrawals").select(["id", "requested_by", "status", "created_at"]).where("id", "in", ids).execute();

export const findItems = (db: Db, withdrawalId: string) =>
  db
    .selectFrom("withdrawal_items")
    .select(["id", "product_id", "requested_quantity", "fulfilled_quantity"])
    .where("withdrawal_id", "=", withdrawalId)
    .orderBy("id")
    .execute();

export const findItemsByIds = (db: Db, ids: string[]) =>
  db
    .selectFrom("withdrawal_items")
    .select(["id", "withdrawal_id", "product_id", "requested_quantity", "fulfilled_quantity"])
    .where("id", "in", ids)
    .execute();

/** A warehouse's lots of a product holding stock, earliest expiration first (none last), then oldest. */
export const fefoLots = (db: Db, productId: string, warehouseId: string) =>
  db
    .selectFrom("lots")
    .select(["id", "product_id", "warehouse_id", "lot_number", "unit", "quantity"])
    .where("product_id", "=", productId)
    .where("warehouse_id", "=", warehouseId)
    .where("quantity", ">", 0)
    .orderBy(sql`expiration_date is null`)
    .orderBy("expiration_date")
    .orderBy("acquired_at")
    .orderBy("id")
    .execute();

/** Raises fulfilled_quantity only while it stays within the request; false when it would not. */
export async function fulfil(db: Db, itemId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable("withdrawal_items")
    .set({ fulfilled_quantity: sql`fulfilled_quantity + ${quantity}` })
    .where("id", "=", itemId)
    .where(sql<boolean>`fulfilled_quantity + ${quantity} <= requested_quantity`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
