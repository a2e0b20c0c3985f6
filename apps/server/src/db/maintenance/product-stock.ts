import { sql } from "kysely";
import type { Db } from "../connection";

/**
 * Sets every product's stock (products.stock, kept by the lot triggers) from its lots: after a bulk load
 * that bypassed the triggers. One grouped pass over the lots.
 */
export async function recountStock(db: Db): Promise<void> {
  await sql`update products set stock = s.total
            from (select product_id, sum(quantity) as total from lots group by product_id) as s
            where s.product_id = products.id and products.stock <> s.total`.execute(db);
}
