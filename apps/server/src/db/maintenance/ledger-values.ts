import { type MovementType, movementTypes } from "@inventario/shared/movements";
import {
  applyMovement,
  type Balance,
  EMPTY_BALANCE,
  movementValueCents,
  valueAtAverage,
} from "@inventario/shared/valuation";
import { sql } from "kysely";
import type { Db } from "../connection";
import { rebuildLedgerDaily } from "./daily-totals";

type LedgerRow = {
  id: string;
  product_id: string;
  warehouse_id: string;
  type: MovementType;
  quantity: number | string;
  reference: string | null;
  cost_cents: number | string | null;
  lot_cost_cents: number | string | null;
  /** A RETURN's sale's picking request, whose OUT rows its units left with. */
  returned_from: string | null;
  created_at: string;
};

type Valued = {
  id: string;
  value: number;
  product: Balance;
  warehouse: Balance;
};

const READ_BATCH = 5_000;
const WRITE_BATCH = 1_000;

/**
 * Values every ledger row from scratch, product by product in id order, and rebuilds ledger_daily in the
 * business's time zone: the same rules as stock-ledger.ts (shared/valuation.ts). After the demo seed
 * wrote its history directly (migration 0019 has its own frozen copy, which valued the rows it found). A
 * TRANSFER_IN takes the value of the TRANSFER_OUT written just before it for the same product and
 * transfer; a RETURN, its units at the average of what its sale's picking request dispatched of the
 * product before it. Idempotent.
 */
export async function revalueLedger(db: Db, businessTimeZone: string): Promise<void> {
  let after: { product_id: string; id: string } | null = null;
  let productId: string | null = null;
  let product = EMPTY_BALANCE;
  let warehouses = new Map<string, Balance>();
  // The product's dispatches per picking request: what a return of their units is valued at.
  let dispatched = new Map<string, Balance>();
  let previous: (LedgerRow & { value: number }) | null = null;
  for (;;) {
    const cursor: { product_id: string; id: string } | null = after;
    const rows: LedgerRow[] = await db
      .selectFrom("movements as m")
      .innerJoin("lots as l", "l.id", "m.lot_id")
      .leftJoin("sales as s", (join) => join.onRef("s.id", "=", "m.reference").on("m.type", "=", "RETURN"))
      .select([
        "m.id",
        "m.product_id",
        "m.warehouse_id",
        "m.type",
        "m.quantity",
        "m.reference",
        "m.cost_cents",
        "l.cost_cents as lot_cost_cents",
        "s.withdrawal_id as returned_from",
        "m.created_at",
      ])
      .$if(cursor !== null, (q) => q.where(sql<boolean>`(m.product_id, m.id) > (${cursor!.product_id}, ${cursor!.id})`))
      .orderBy("m.product_id")
      .orderBy("m.id")
      .limit(READ_BATCH)
      .execute();
    if (rows.length === 0) break;
    const valued: Valued[] = [];
    for (const row of rows) {
      if (row.product_id !== productId) {
        productId = row.product_id;
        product = EMPTY_BALANCE;
        warehouses = new Map();
        dispatched = new Map();
        previous = null;
      }
      const quantity = Number(row.quantity);
      const warehouse = warehouses.get(row.warehouse_id) ?? EMPTY_BALANCE;
      const value = movementValueCents(row.type, quantity, warehouse, {
        costCents: row.cost_cents === null ? null : Number(row.cost_cents),
        lotCostCents: Number(row.lot_cost_cents ?? 0),
        statedValueCents: statedValue(row, quantity, previous, dispatched),
      });
      if (row.type === "OUT" && row.reference !== null) {
        const sofar = dispatched.get(row.reference) ?? EMPTY_BALANCE;
        dispatched.set(row.reference, applyMovement(sofar, 1, quantity, value));
      }
      const direction = movementTypes[row.type].direction;
      product = applyMovement(product, direction, quantity, value);
      const warehouseAfter = applyMovement(warehouse, direction, quantity, value);
      warehouses.set(row.warehouse_id, warehouseAfter);
      valued.push({ id: row.id, value, product, warehouse: warehouseAfter });
      previous = { ...row, value };
    }
    for (let i = 0; i < valued.length; i += WRITE_BATCH) await writeValues(db, valued.slice(i, i + WRITE_BATCH));
    const last = rows[rows.length - 1]!;
    after = { product_id: last.product_id, id: last.id };
  }

  await rebuildLedgerDaily(db, businessTimeZone);
}

/** A TRANSFER_IN's value is its TRANSFER_OUT's (the row before it); a RETURN's, its dispatch's average. */
function statedValue(
  row: LedgerRow,
  quantity: number,
  previous: (LedgerRow & { value: number }) | null,
  dispatched: Map<string, Balance>,
): number | undefined {
  if (row.type === "TRANSFER_IN" && previous?.type === "TRANSFER_OUT" && previous.reference === row.reference) {
    return previous.value;
  }
  const out = row.type === "RETURN" && row.returned_from !== null ? dispatched.get(row.returned_from) : undefined;
  return out && out.quantity > 0 ? valueAtAverage(quantity, out) : undefined;
}

/** One statement per batch: an UPDATE joined to the batch's values (both databases). */
async function writeValues(db: Db, rows: Valued[]): Promise<void> {
  const big = (n: number) => sql`cast(${n} as bigint)`;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}, ${big(r.value)}, ${big(r.product.quantity)}, ${big(r.product.valueCents)}, ${big(r.warehouse.quantity)}, ${big(r.warehouse.valueCents)})`,
    ),
  );
  await sql`with v (id, value_cents, bq, bv, wq, wv) as (values ${values})
            update movements set value_cents = v.value_cents, balance_quantity = v.bq, balance_value_cents = v.bv,
                   warehouse_balance_quantity = v.wq, warehouse_balance_value_cents = v.wv
            from v where movements.id = v.id`.execute(db);
}
