import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";
import { isPostgres } from "./dialect";
import { businessDateIn } from "./frozen/2026-11-24-business-date";
import {
  applyMovement,
  type Balance,
  EMPTY_BALANCE,
  MOVEMENT_DIRECTIONS,
  type MovementType,
  movementValueCents,
  valueAtAverage,
} from "./frozen/2026-11-24-valuation";

/**
 * The kardex valorizado and the reports (issue 20; docs/decisions/0019-kardex-valuation.md):
 *
 * - each ledger row keeps its value (value_cents) and the balances after it, of its product
 *   (balance_quantity, balance_value_cents) and of its product in its warehouse (warehouse_balance_*),
 *   so a kardex page, or a product's value at any date, is one row read, never a sum of history;
 * - movements_product_warehouse_idx: a product's ledger in one warehouse, in order;
 * - warehouse_stock_by_warehouse_idx: the products a warehouse has held (its value at a date);
 * - ledger_daily: per business day and movement type, how many movements, units and value: the
 *   inventory's value at a date (a sum over days, not over ten million rows) and the dashboard's
 *   movements per day. Kept by stock-ledger.ts in the movement's transaction. On PostgreSQL each
 *   connection adds into its own shard row (backend pid modulo the app's shard count), as 0011's count
 *   did, so two stock writers never wait on one row; SQLite's single writer uses shard 0. A
 *   transaction touches one row per type it writes, always in the same type order (a transfer's OUT
 *   before its IN), and only after its product locks: no deadlock;
 * - permission reports:read (no base role gets it: costs and values are the owner's to share).
 *
 * Existing rows are valued by `fill`, keyed by the business days of the zone it is given (the app's own
 * copy, which the demo seed runs after writing its history: db/maintenance/ledger-values.ts).
 */
export async function up(db: Kysely<any>, { businessTimeZone }: MigrationContext): Promise<void> {
  for (const column of [
    "value_cents",
    "balance_quantity",
    "balance_value_cents",
    "warehouse_balance_quantity",
    "warehouse_balance_value_cents",
  ]) {
    await db.schema
      .alterTable("movements")
      .addColumn(column, "bigint", (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createIndex("movements_product_warehouse_idx")
    .on("movements")
    .columns(["product_id", "warehouse_id", "id"])
    .execute();

  // The products a warehouse has held: a warehouse's inventory value at a date reads each one's balance.
  await db.schema
    .createIndex("warehouse_stock_by_warehouse_idx")
    .on("warehouse_stock")
    .columns(["warehouse_id", "product_id"])
    .execute();

  let ledgerDaily = db.schema
    .createTable("ledger_daily")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("shard", "integer", (col) => col.notNull())
    .addColumn("movements", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("quantity", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("value_cents", "bigint", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("ledger_daily_pk", ["day", "type", "shard"]);
  // SQLite: the primary key is the table, so a range of days reads no second structure.
  if (!isPostgres(db)) ledgerDaily = ledgerDaily.modifyEnd(sql`without rowid`);
  await ledgerDaily.execute();

  await fill(db, businessTimeZone);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("ledger_daily").execute();
  await db.schema.dropIndex("movements_product_warehouse_idx").execute();
  await db.schema.dropIndex("warehouse_stock_by_warehouse_idx").execute();
  for (const column of [
    "value_cents",
    "balance_quantity",
    "balance_value_cents",
    "warehouse_balance_quantity",
    "warehouse_balance_value_cents",
  ]) {
    await db.schema.alterTable("movements").dropColumn(column).execute();
  }
  await sql`delete from role_permissions where permission = 'reports:read'`.execute(db);
  await sql`delete from employee_permissions where permission = 'reports:read'`.execute(db);
}

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
 * Values every ledger row from scratch, product by product in id order, and rebuilds ledger_daily:
 * the same rules as stock-ledger.ts (shared/valuation.ts, frozen as of 0019 in frozen/). A TRANSFER_IN
 * takes the value of the TRANSFER_OUT written just before it for the same product and transfer; a
 * RETURN, its units at the average of what its sale's picking request dispatched of the product before
 * it. Idempotent.
 */
export async function fill(db: Kysely<any>, businessTimeZone: string): Promise<void> {
  const daily = new Map<string, { movements: number; quantity: number; value: number }>();
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
      const direction = MOVEMENT_DIRECTIONS[row.type];
      product = applyMovement(product, direction, quantity, value);
      const warehouseAfter = applyMovement(warehouse, direction, quantity, value);
      warehouses.set(row.warehouse_id, warehouseAfter);
      valued.push({ id: row.id, value, product, warehouse: warehouseAfter });
      previous = { ...row, value };

      const key = `${businessDateIn(row.created_at, businessTimeZone)}|${row.type}`;
      const day = daily.get(key) ?? { movements: 0, quantity: 0, value: 0 };
      day.movements += 1;
      day.quantity += quantity;
      day.value += value;
      daily.set(key, day);
    }
    for (let i = 0; i < valued.length; i += WRITE_BATCH) await writeValues(db, valued.slice(i, i + WRITE_BATCH));
    const last = rows[rows.length - 1]!;
    after = { product_id: last.product_id, id: last.id };
  }

  await db.deleteFrom("ledger_daily").execute();
  const entries = [...daily].map(([key, figures]) => {
    const [day, type] = key.split("|");
    return { day, type, ...figures };
  });
  for (let i = 0; i < entries.length; i += WRITE_BATCH) {
    await db
      .insertInto("ledger_daily")
      .values(
        entries.slice(i, i + WRITE_BATCH).map((e) => ({
          day: e.day,
          type: e.type,
          shard: 0,
          movements: e.movements,
          quantity: e.quantity,
          value_cents: e.value,
        })),
      )
      .execute();
  }
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
async function writeValues(db: Kysely<any>, rows: Valued[]): Promise<void> {
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
