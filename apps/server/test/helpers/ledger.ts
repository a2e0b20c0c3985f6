import { sql } from "kysely";
import type { Db } from "../../src/db/connection";
import { signedQuantity } from "../../src/db/signed-quantity";

/**
 * Lots whose quantity differs from their ledger (the sum of its quantities, signed by type), and
 * products whose kept movement count or stock differs from their ledger rows or lots. Empty = invariants hold.
 */
export async function ledgerMismatches(db: Db) {
  return [
    ...(await lotMismatches(db)),
    ...(await movementCountMismatches(db)),
    ...(await stockMismatches(db)),
    ...(await keptAlertFigureMismatches(db)),
  ];
}

/**
 * The figures migration 0018 keeps for the alert lists: products.reserved = what pending requests
 * still need; products.expired_stock = its lots flagged expired; warehouse_stock = its lots per
 * warehouse (all and flagged expired). Rows { id, quantity: kept, ledger: recomputed }.
 */
async function keptAlertFigureMismatches(db: Db) {
  const reserved = await sql<{ id: string; quantity: number; ledger: number }>`
    select p.id, p.reserved as quantity, coalesce(s.needed, 0) as ledger
    from products p left join (
      select wi.product_id, sum(wi.requested_quantity - wi.fulfilled_quantity) as needed
      from withdrawal_items wi join withdrawals w on w.id = wi.withdrawal_id
      where w.status = 'PENDING' group by wi.product_id) s on s.product_id = p.id
    where p.reserved <> coalesce(s.needed, 0)`.execute(db);
  const expired = await sql<{ id: string; quantity: number; ledger: number }>`
    select p.id, p.expired_stock as quantity, coalesce(sum(l.quantity), 0) as ledger
    from products p left join lots l on l.product_id = p.id and l.expired = 1
    group by p.id, p.expired_stock
    having p.expired_stock <> coalesce(sum(l.quantity), 0)`.execute(db);
  const perWarehouse = await sql<{ id: string; quantity: number; ledger: number }>`
    select l.product_id || '/' || l.warehouse_id as id, w.stock as quantity, sum(l.quantity) as ledger
    from lots l left join warehouse_stock w on w.product_id = l.product_id and w.warehouse_id = l.warehouse_id
    group by l.product_id, l.warehouse_id, w.stock, w.expired_stock
    having w.stock is null or w.stock <> sum(l.quantity) or w.expired_stock <> sum(l.quantity * l.expired)`.execute(db);
  return [...reserved.rows, ...expired.rows, ...perWarehouse.rows];
}

async function stockMismatches(db: Db) {
  const { rows } = await sql<{ id: string; quantity: number; ledger: number }>`
    select p.id, p.stock as quantity, coalesce(sum(l.quantity), 0) as ledger
    from products p left join lots l on l.product_id = p.id
    group by p.id, p.stock
    having p.stock <> coalesce(sum(l.quantity), 0)`.execute(db);
  return rows;
}

async function movementCountMismatches(db: Db) {
  const { rows } = await sql<{ id: string; quantity: number; ledger: number }>`
    select p.id, p.movement_count as quantity, count(m.id) as ledger
    from products p left join movements m on m.product_id = p.id
    group by p.id, p.movement_count
    having p.movement_count <> count(m.id)`.execute(db);
  return rows;
}

async function lotMismatches(db: Db) {
  const { rows } = await sql<{ id: string; quantity: number; ledger: number }>`
    select l.id, l.quantity, coalesce(sum(${signedQuantity("m")}), 0) as ledger
    from lots l left join movements m on m.lot_id = l.id
    group by l.id, l.quantity
    having l.quantity <> coalesce(sum(${signedQuantity("m")}), 0)`.execute(db);
  return rows;
}
