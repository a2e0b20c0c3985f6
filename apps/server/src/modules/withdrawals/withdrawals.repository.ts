import { type Insertable, sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { listShape } from "../../db/lists/list-page";
import type { WithdrawalItemsTable, WithdrawalsTable } from "../../db/types";

export const findWithdrawal = (db: Db, id: string) =>
  db
    .selectFrom("withdrawals")
    .select(["id", "number", "requested_by", "status", "created_at", "preferred_warehouse_id"])
    .where("id", "=", id)
    .executeTakeFirst();

/**
 * Locks the request owning `itemIds[0]`, then the products of those of `itemIds` it holds, in id
 * order (the lock order of every stock writer, db/locks.ts); on SQLite, whose single writer serializes
 * transactions, it only reads. Returns the request as it is now, once per item found in it: items of
 * another request, or unknown ones, are missing. The items' quantities are read by a later statement,
 * because a statement that waited for a lock still sees the other rows as they were when it began.
 */
export function lockRequestOfItems(trx: Db, itemIds: string[]) {
  const query = trx
    .selectFrom("withdrawals as w")
    .innerJoin("withdrawal_items as i", "i.withdrawal_id", "w.id")
    .innerJoin("products as p", "p.id", "i.product_id")
    .select([
      "w.id",
      "w.number",
      "w.requested_by",
      "w.status",
      "w.created_at",
      "w.preferred_warehouse_id",
      "i.id as item_id",
    ])
    .where("w.id", "=", (eb) => eb.selectFrom("withdrawal_items").select("withdrawal_id").where("id", "=", itemIds[0]!))
    .where("i.id", "in", itemIds)
    .orderBy("p.id");
  return (isPostgres(trx) ? query.forUpdate(["w", "p"]) : query).execute();
}

/**
 * Locks the request and every product it holds, in the order lockRequestOfItems does (the request,
 * then its products by id), so a cancellation and an assignment of one request serialize on the request
 * row and never wait for each other in opposite orders. On SQLite it only reads. Returns the request's
 * status and number as they are now (undefined for an unknown request).
 */
export async function lockRequest(trx: Db, withdrawalId: string) {
  const query = trx
    .selectFrom("withdrawals as w")
    .innerJoin("withdrawal_items as i", "i.withdrawal_id", "w.id")
    .innerJoin("products as p", "p.id", "i.product_id")
    .select(["w.id", "w.number", "w.status"])
    .where("w.id", "=", withdrawalId)
    .orderBy("p.id");
  return (await (isPostgres(trx) ? query.forUpdate(["w", "p"]) : query).execute())[0];
}

/** A request as the list shows it (newest first). */
export const withdrawalList = listShape("withdrawals", (r) =>
  r.select(["r.id", "r.number", "r.requested_by", "r.status", "r.created_at"]),
);

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

/**
 * A warehouse's lots of a product holding stock, earliest expiration first (none last), then oldest,
 * each with the warehouse's name and state (one round trip for the common case). Expired lots are
 * included so a refusal can name them; dispatch skips them.
 */
export const fefoLots = (db: Db, productId: string, warehouseId: string) =>
  db
    .selectFrom("lots")
    .innerJoin("warehouses", "warehouses.id", "lots.warehouse_id")
    .select([
      "lots.id",
      "lots.product_id",
      "lots.warehouse_id",
      "lots.lot_number",
      "lots.unit",
      "lots.quantity",
      "lots.expiration_date",
      "warehouses.name as warehouse_name",
      "warehouses.is_active as warehouse_active",
    ])
    .where("lots.product_id", "=", productId)
    .where("lots.warehouse_id", "=", warehouseId)
    .where("lots.quantity", ">", 0)
    .orderBy(sql`lots.expiration_date is null`)
    .orderBy("lots.expiration_date")
    .orderBy("lots.acquired_at")
    .orderBy("lots.id")
    .execute();

export const findWarehouse = (db: Db, id: string) =>
  db.selectFrom("warehouses").select(["name", "is_active"]).where("id", "=", id).executeTakeFirst();

/** Raises fulfilled_quantity only while it stays within the request; false when it would not. */
export async function fulfil(db: Db, itemId: string, quantity: number): Promise<boolean> {
  const raised = await db
    .updateTable("withdrawal_items")
    .set({ fulfilled_quantity: sql`fulfilled_quantity + ${quantity}` })
    .where("id", "=", itemId)
    .where(sql<boolean>`fulfilled_quantity + ${quantity} <= requested_quantity`)
    .returning("id")
    .execute();
  return raised.length === 1;
}

export const markCompleted = (db: Db, withdrawalId: string, at: string) =>
  db.updateTable("withdrawals").set({ status: "COMPLETED", updated_at: at }).where("id", "=", withdrawalId).execute();

/** A cancelled sale's request: it reserves nothing any more (only PENDING requests do) and takes no stock. */
export const markCancelled = (db: Db, withdrawalId: string, at: string) =>
  db.updateTable("withdrawals").set({ status: "CANCELLED", updated_at: at }).where("id", "=", withdrawalId).execute();

/** A new pending picking request with its items (a sale's lines). */
export async function insertRequest(
  trx: Db,
  request: Insertable<WithdrawalsTable>,
  items: Insertable<WithdrawalItemsTable>[],
) {
  await trx.insertInto("withdrawals").values(request).execute();
  await trx.insertInto("withdrawal_items").values(items).execute();
}

/**
 * What pending picking requests still need of these products, one row per request item, oldest request
 * first (the order picking fills them): the request's number is its sale's (V-000123).
 */
export const pendingNeeds = (db: Db, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("withdrawal_items as wi")
        .innerJoin("withdrawals as w", "w.id", "wi.withdrawal_id")
        .select([
          "wi.product_id",
          "w.number",
          (eb) => eb("wi.requested_quantity", "-", eb.ref("wi.fulfilled_quantity")).as("remaining"),
        ])
        .where("wi.product_id", "in", productIds)
        .where("w.status", "=", "PENDING")
        .whereRef("wi.fulfilled_quantity", "<", "wi.requested_quantity")
        .orderBy("w.number")
        .execute();
