import { sql } from "kysely";
import type { Db } from "../connection";

/**
 * Sets every product's on-order figure (products.on_order, kept by the purchases service) from the lines
 * of its SENT and PARTIAL orders: after a bulk load that wrote orders directly. One grouped pass over the
 * lines; products without open lines keep 0 (they were loaded with it).
 */
export async function recountOnOrder(db: Db): Promise<void> {
  await sql`update products set on_order = t.units
            from (select i.product_id,
                    sum(case when i.quantity > i.received + i.closed then i.quantity - i.received - i.closed else 0 end) as units
                  from purchase_order_items i join purchase_orders o on o.id = i.order_id
                  where o.status in ('SENT', 'PARTIAL') group by i.product_id) as t
            where t.product_id = products.id and products.on_order <> t.units`.execute(db);
}
