import { sql } from "kysely";
import type { Db } from "../connection";

/**
 * Sets every product's ledger row count (products.movement_count, kept by migration 0008's trigger) from
 * the ledger: after a bulk load that bypassed the trigger. One grouped pass over the ledger, so it needs
 * no index on movements.
 */
export async function recountMovements(db: Db): Promise<void> {
  await sql`update products set movement_count = c.n
            from (select product_id, count(*) as n from movements group by product_id) as c
            where c.product_id = products.id and products.movement_count <> c.n`.execute(db);
}
