import { sql } from "kysely";
import type { Db } from "../connection";

/**
 * Sets every product's ledger row count (product_movement_counts, kept by triggers on movements:
 * migrations 0008, 0043, 0044) from the ledger: after a bulk load that bypassed the triggers. One grouped
 * pass over the ledger, so it needs no index on movements; a product without movements keeps no row (the
 * rows to delete are looked up by the (product_id, id) index; the large-data generator recounts before it
 * rebuilds that index, into an empty table, so there is nothing to look up then).
 */
export async function recountMovements(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from product_movement_counts as c
              where not exists (select 1 from movements m where m.product_id = c.product_id)`.execute(trx);
    await sql`insert into product_movement_counts (product_id, movement_count)
              select product_id, count(*) from movements group by product_id
              on conflict (product_id) do update set movement_count = excluded.movement_count
              where product_movement_counts.movement_count <> excluded.movement_count`.execute(trx);
  });
}
