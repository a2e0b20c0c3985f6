import { sql } from "kysely";
import type { Db } from "../../src/db/connection";
import { signedQuantity } from "../../src/db/signed-quantity";

/**
 * Lots whose quantity differs from their ledger (the sum of its quantities, signed by type), and
 * products whose kept movement count or stock differs from their ledger rows or lots. Empty = invariants hold.
 */
export async function ledgerMismatches(db: Db) {
  return [...(await lotMismatches(db)), ...(await movementCountMismatches(db)), ...(await stockMismatches(db))];
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
