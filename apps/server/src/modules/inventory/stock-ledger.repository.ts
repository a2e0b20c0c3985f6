import { MAX_AMOUNT_CENTS, MAX_QUANTITY } from "@inventario/shared/limits";
import { type Insertable, sql } from "kysely";
import type { Db } from "../../db/connection";
import type { LotsTable, MovementsTable } from "../../db/types";

/**
 * The statements that write lots and the movement ledger. Only stock-ledger.ts calls them (the
 * layering test checks it), so every lot change is paired with its ledger row.
 */

/**
 * Inserts the lot, or adds to the (product, warehouse, lot) lot that exists — its cost becomes the
 * weighted average. One upsert, so two entries racing for a new lot both land. Returns nothing when
 * the addition would take the lot past its bounds (limits.ts): written so that nothing overflows even
 * for a lot stored before the bounds, CASE (unlike AND) evaluating its branches in order. An entry
 * replaces the lot's stock levels (min/max) with its own; stock coming back or moved in keeps them.
 */
export function upsertLot(trx: Db, lot: Insertable<LotsTable>, levels: "replace" | "keep" = "replace") {
  // Typed: a conditional set object must match the columns' types, which untyped sql`` does not.
  const added = {
    quantity: sql<number>`lots.quantity + excluded.quantity`,
    cost_cents: sql<number>`(lots.quantity * lots.cost_cents + excluded.quantity * excluded.cost_cents) / (lots.quantity + excluded.quantity)`,
    expiration_date: sql<string | null>`coalesce(excluded.expiration_date, lots.expiration_date)`,
    updated_at: sql<string>`excluded.updated_at`,
  };
  return trx
    .insertInto("lots")
    .values(lot)
    .onConflict((oc) =>
      oc
        .columns(["product_id", "warehouse_id", "lot_key"])
        .doUpdateSet(
          levels === "replace"
            ? { ...added, min_stock: sql`excluded.min_stock`, max_stock: sql`excluded.max_stock` }
            : added,
        )
        .where(
          sql<boolean>`case
            when lots.quantity > ${sql.lit(MAX_QUANTITY)} - excluded.quantity then false
            when lots.cost_cents > ${sql.lit(MAX_AMOUNT_CENTS)} / nullif(lots.quantity, 0) then false
            else lots.quantity * lots.cost_cents + excluded.quantity * excluded.cost_cents <= ${sql.lit(MAX_AMOUNT_CENTS)}
          end`,
        ),
    )
    .returning(["id", "product_id", "warehouse_id", "lot_number", "unit"])
    .executeTakeFirst();
}

/**
 * Adds to the lot; true only when it stays within the bounds (limits.ts): at most MAX_QUANTITY units
 * and a value (quantity × cost) of at most MAX_AMOUNT. Subtraction, division and CASE (evaluated in
 * order) keep every intermediate inside its column type, even for a lot stored before the bounds.
 */
export async function addToLot(trx: Db, lotId: string, quantity: number, at: string): Promise<boolean> {
  const changed = await trx
    .updateTable("lots")
    .set({ quantity: sql`quantity + ${quantity}`, updated_at: at })
    .where("id", "=", lotId)
    .where(
      sql<boolean>`case
        when quantity > ${sql.lit(MAX_QUANTITY)} - ${quantity} then false
        else cost_cents <= ${sql.lit(MAX_AMOUNT_CENTS)} / (quantity + ${quantity})
      end`,
    )
    .returning("id")
    .execute();
  return changed.length > 0;
}

/**
 * Takes from the lot; true only when it held at least `quantity`. A conditional update: on PostgreSQL
 * it takes the row lock and re-checks the condition after any concurrent writer commits; on SQLite
 * writers are serialized. Either way no oversell.
 */
export async function takeFromLot(trx: Db, lotId: string, quantity: number, at: string): Promise<boolean> {
  const changed = await trx
    .updateTable("lots")
    .set({ quantity: sql`quantity - ${quantity}`, updated_at: at })
    .where("id", "=", lotId)
    .where("quantity", ">=", quantity)
    .returning("id")
    .execute();
  return changed.length > 0;
}

export async function lotQuantity(trx: Db, lotId: string): Promise<number> {
  const lot = await trx.selectFrom("lots").select("quantity").where("id", "=", lotId).executeTakeFirstOrThrow();
  return lot.quantity;
}

export function insertMovement(trx: Db, movement: Insertable<MovementsTable>) {
  return trx.insertInto("movements").values(movement).execute();
}

/** A product's stock across its lots (kept on the product row by triggers on lots). */
export async function productStock(trx: Db, productId: string): Promise<number | undefined> {
  const row = await trx.selectFrom("products").select("stock").where("id", "=", productId).executeTakeFirst();
  return row && Number(row.stock);
}
