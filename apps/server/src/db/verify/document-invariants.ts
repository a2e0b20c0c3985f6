import { sql } from "kysely";
import { createdInScope, type Invariant } from "./invariant";

/** The movement's lot number is the transfer's (both may be empty: a product without lot numbers). */
const sameLotNumber = sql`(m.lot_number = t.lot_number or (m.lot_number is null and t.lot_number is null))`;

/** Documents against the ledger rows they wrote. */
export const DOCUMENT_INVARIANTS: Invariant[] = [
  {
    key: "transfer-movements",
    rule: "Cada traslado tiene su salida de la bodega de origen y su entrada en la de destino, por su cantidad",
    subject: "traslado",
    // Through the ledger's product index: there is no index on reference (ten million rows at the large size).
    broken: (_db, scope) => sql`
      select t.id, t.quantity as kept, null as expected from transfers t
      where ${createdInScope(scope, "t.created_at")} and (
        (select count(*) from movements m where m.product_id = t.product_id and m.reference = t.id
           and m.type = 'TRANSFER_OUT' and m.warehouse_id = t.from_warehouse_id and ${sameLotNumber}
           and m.quantity = t.quantity) <> 1
        or (select count(*) from movements m where m.product_id = t.product_id and m.reference = t.id
           and m.type = 'TRANSFER_IN' and m.warehouse_id = t.to_warehouse_id and ${sameLotNumber}
           and m.quantity = t.quantity) <> 1)`,
  },
  {
    key: "picking-fulfilled",
    rule: "Ningún ítem de un pedido de alistamiento se despacha por encima de lo pedido",
    subject: "ítem de pedido",
    broken: () => sql`
      select id, fulfilled_quantity as kept, requested_quantity as expected from withdrawal_items
      where fulfilled_quantity > requested_quantity or fulfilled_quantity < 0`,
  },
];
