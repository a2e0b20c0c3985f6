import { sql } from "kysely";
import type { Invariant } from "./invariant";
import { productFigure } from "./ledger-invariants";

/** Purchasing (issue 32): what is on order, and no line received or returned past its bound. */
export const PURCHASE_INVARIANTS: Invariant[] = [
  {
    key: "on-order",
    rule: "Lo que está en camino de cada producto es lo pendiente de las líneas de sus órdenes enviadas o recibidas parcialmente",
    subject: "producto",
    broken: productFigure(
      "on_order",
      sql`select i.product_id,
            sum(case when i.quantity > i.received + i.closed then i.quantity - i.received - i.closed else 0 end) as total
          from purchase_order_items i join purchase_orders o on o.id = i.order_id
          where o.status in ('SENT', 'PARTIAL') group by i.product_id`,
    ),
  },
  {
    key: "purchase-received",
    rule: "Ninguna línea de una orden de compra recibe más que su cantidad con su tolerancia, ni otra cosa que la suma de sus recepciones",
    subject: "línea de orden de compra",
    broken: () => sql`
      select i.id, i.received as kept, coalesce(t.total, 0) as expected
      from purchase_order_items i
      left join (select item_id, sum(quantity) as total from purchase_receipt_lines group by item_id) t on t.item_id = i.id
      where i.received <> coalesce(t.total, 0)
         or i.received > i.quantity + (i.quantity * i.over_receipt_percent) / 100`,
  },
  {
    key: "supplier-returned",
    rule: "Lo devuelto de cada línea de recepción es la suma de sus devoluciones al proveedor y no supera lo recibido",
    subject: "línea de recepción",
    broken: () => sql`
      select l.id, l.returned as kept, coalesce(t.total, 0) as expected
      from purchase_receipt_lines l
      left join (select receipt_line_id, sum(quantity) as total from supplier_return_lines group by receipt_line_id) t
        on t.receipt_line_id = l.id
      where l.returned <> coalesce(t.total, 0) or l.returned > l.quantity`,
  },
];
