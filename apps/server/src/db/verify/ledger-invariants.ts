import { type RawBuilder, sql } from "kysely";
import { signedQuantity } from "../signed-quantity";
import { type Invariant, productInScope } from "./invariant";

/**
 * A figure kept on each product (`column` of products) against what it sums to: `totals` answers
 * `product_id` and `total` per product; a product it has no row for must keep 0.
 */
export const productFigure =
  (column: string, totals: RawBuilder<unknown>): Invariant["broken"] =>
  (_db, scope) =>
    sql`
      select p.id, ${sql.raw(`p.${column}`)} as kept, coalesce(t.total, 0) as expected
      from products p left join (${totals}) t on t.product_id = p.id
      where ${productInScope(scope, "p.id")} and ${sql.raw(`p.${column}`)} <> coalesce(t.total, 0)`;

/**
 * The stock ledger (docs/decisions/0006-stock-ledger-and-concurrency.md): every lot is the sum of its
 * movements, and the figures kept per product and per warehouse (migrations 0007–0010, 0018) are sums
 * of the lots and the ledger (docs/MACHINERY.md).
 */
export const LEDGER_INVARIANTS: Invariant[] = [
  {
    key: "lot-quantity",
    rule: "La cantidad de cada lote es la suma de sus movimientos (con su signo) y nunca es negativa",
    subject: "lote",
    // Grouped by the key alone (the lot's other columns depend on it): the groups come in its index's
    // order, with no sort of two million lots.
    broken: (_db, scope) => sql`
      select l.id, l.quantity as kept, coalesce(sum(${signedQuantity("m")}), 0) as expected
      from lots l left join movements m on m.lot_id = l.id
      where ${productInScope(scope, "l.product_id")}
      group by l.id
      having l.quantity < 0 or l.quantity <> coalesce(sum(${signedQuantity("m")}), 0)`,
  },
  {
    key: "movement-lot",
    rule: "Cada movimiento pertenece a un lote existente del mismo producto, bodega y número de lote",
    subject: "movimiento",
    broken: (_db, scope) => sql`
      select m.id, m.lot_id as kept, l.id as expected
      from movements m left join lots l on l.id = m.lot_id
      where ${productInScope(scope, "m.product_id")}
        and (l.id is null or l.product_id <> m.product_id or l.warehouse_id <> m.warehouse_id
          or l.lot_number <> m.lot_number)`,
  },
  {
    key: "product-stock",
    rule: "El stock de cada producto es la suma de sus lotes",
    subject: "producto",
    broken: productFigure("stock", sql`select product_id, sum(quantity) as total from lots group by product_id`),
  },
  {
    key: "movement-count",
    rule: "El número de movimientos guardado en cada producto es el de sus filas en el libro",
    subject: "producto",
    broken: (_db, scope) => sql`
      select p.id, coalesce(c.movement_count, 0) as kept, coalesce(t.total, 0) as expected
      from products p
      left join product_movement_counts c on c.product_id = p.id
      left join (select product_id, count(*) as total from movements group by product_id) t on t.product_id = p.id
      where ${productInScope(scope, "p.id")} and coalesce(c.movement_count, 0) <> coalesce(t.total, 0)`,
  },
  {
    key: "reserved",
    rule: "Lo reservado de cada producto es lo que aún piden sus pedidos de alistamiento pendientes",
    subject: "producto",
    broken: productFigure(
      "reserved",
      sql`select wi.product_id, sum(wi.requested_quantity - wi.fulfilled_quantity) as total
        from withdrawal_items wi join withdrawals w on w.id = wi.withdrawal_id
        where w.status = 'PENDING' group by wi.product_id`,
    ),
  },
  {
    key: "expired-stock",
    rule: "El stock vencido de cada producto es la suma de sus lotes marcados como vencidos",
    subject: "producto",
    broken: productFigure(
      "expired_stock",
      sql`select product_id, sum(quantity) as total from lots where expired = 1 group by product_id`,
    ),
  },
  {
    key: "warehouse-stock",
    rule: "El stock de cada producto en cada bodega (total y vencido) es la suma de sus lotes en esa bodega",
    subject: "producto/bodega",
    broken: (_db, scope) => sql`
      select t.product_id || '/' || t.warehouse_id as id,
        case when ws.stock is null or ws.stock <> t.stock then 'stock' else 'vencido' end as figure,
        case when ws.stock is null or ws.stock <> t.stock then ws.stock else ws.expired_stock end as kept,
        case when ws.stock is null or ws.stock <> t.stock then t.stock else t.expired end as expected
      from (select product_id, warehouse_id, sum(quantity) as stock, sum(quantity * expired) as expired
            from lots where ${productInScope(scope, "product_id")} group by product_id, warehouse_id) t
      left join warehouse_stock ws on ws.product_id = t.product_id and ws.warehouse_id = t.warehouse_id
      where ws.product_id is null or ws.stock <> t.stock or ws.expired_stock <> t.expired`,
  },
  {
    key: "warehouse-stock-without-lots",
    rule: "Un producto sin lotes en una bodega no tiene stock en ella",
    subject: "producto/bodega",
    broken: (_db, scope) => sql`
      select ws.product_id || '/' || ws.warehouse_id as id, ws.stock as kept, 0 as expected
      from warehouse_stock ws
      where ${productInScope(scope, "ws.product_id")} and (ws.stock <> 0 or ws.expired_stock <> 0)
        and not exists (select 1 from lots l where l.product_id = ws.product_id and l.warehouse_id = ws.warehouse_id)`,
  },
];
