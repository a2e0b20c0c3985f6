import { sql } from "kysely";
import type { Db } from "../connection";

/**
 * The stock alerts' kept figures (docs/decisions/0016-stock-alerts.md) from the rows as they are: each
 * lot's expired flag against the business's `today`, each product's reserved and expired stock, and
 * warehouse_stock. After the demo seed or a bulk load wrote rows directly. warehouse_stock is rebuilt
 * whole; its stock levels are the highest its lots were given, none for a deleted product.
 */
export async function refreshStockAlertFigures(db: Db, today: string): Promise<void> {
  await sql`update lots set expired = case when expiration_date < ${today} then 1 else 0 end
            where expired <> case when expiration_date < ${today} then 1 else 0 end`.execute(db);
  await sql`update products set reserved = s.reserved
            from (select wi.product_id, sum(wi.requested_quantity - wi.fulfilled_quantity) as reserved
                  from withdrawal_items wi join withdrawals w on w.id = wi.withdrawal_id
                  where w.status = 'PENDING' group by wi.product_id) as s
            where s.product_id = products.id and products.reserved <> s.reserved`.execute(db);
  await sql`update products set expired_stock = s.expired
            from (select product_id, sum(quantity) as expired from lots where expired = 1 group by product_id) as s
            where s.product_id = products.id and products.expired_stock <> s.expired`.execute(db);
  await sql`delete from warehouse_stock`.execute(db);
  await sql`insert into warehouse_stock (product_id, warehouse_id, stock, expired_stock, min_stock, max_stock)
            select l.product_id, l.warehouse_id, sum(l.quantity), sum(l.quantity * l.expired),
              max(l.min_stock) * p.is_active, max(l.max_stock) * p.is_active
            from lots l join products p on p.id = l.product_id
            group by l.product_id, l.warehouse_id, p.is_active`.execute(db);
}
