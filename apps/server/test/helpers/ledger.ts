import { sql } from "kysely";
import type { Db } from "../../src/db/connection";

/** Lots whose quantity differs from their ledger: sum(IN + REPLENISH) - sum(WITHDRAWAL + OUT). Empty = invariant holds. */
export async function ledgerMismatches(db: Db) {
  const { rows } = await sql<{ id: string; quantity: number; ledger: number }>`
    select l.id, l.quantity, coalesce(sum(case when m.type in ('IN', 'REPLENISH') then m.quantity else -m.quantity end), 0) as ledger
    from lots l left join movements m on m.lot_id = l.id
    group by l.id, l.quantity
    having l.quantity <> coalesce(sum(case when m.type in ('IN', 'REPLENISH') then m.quantity else -m.quantity end), 0)`.execute(
    db,
  );
  return rows;
}
