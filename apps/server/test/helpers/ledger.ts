import { type MovementType, movementTypes } from "@inventario/shared/movements";
import { applyMovement, type Balance, EMPTY_BALANCE, exitValueCents } from "@inventario/shared/valuation";
import { sql } from "kysely";
import type { Db } from "../../src/db/connection";
import { signedQuantity } from "../../src/db/signed-quantity";

/**
 * Lots whose quantity differs from their ledger (the sum of its quantities, signed by type), and
 * products whose kept movement count or stock differs from their ledger rows or lots. Empty = invariants hold.
 */
export async function ledgerMismatches(db: Db) {
  return [
    ...(await lotMismatches(db)),
    ...(await movementCountMismatches(db)),
    ...(await stockMismatches(db)),
    ...(await keptAlertFigureMismatches(db)),
    ...(await kardexMismatches(db)),
  ];
}

/**
 * The figures migration 0018 keeps for the alert lists: products.reserved = what pending requests
 * still need; products.expired_stock = its lots flagged expired; warehouse_stock = its lots per
 * warehouse (all and flagged expired). Rows { id, quantity: kept, ledger: recomputed }.
 */
async function keptAlertFigureMismatches(db: Db) {
  const reserved = await sql<{ id: string; quantity: number; ledger: number }>`
    select p.id, p.reserved as quantity, coalesce(s.needed, 0) as ledger
    from products p left join (
      select wi.product_id, sum(wi.requested_quantity - wi.fulfilled_quantity) as needed
      from withdrawal_items wi join withdrawals w on w.id = wi.withdrawal_id
      where w.status = 'PENDING' group by wi.product_id) s on s.product_id = p.id
    where p.reserved <> coalesce(s.needed, 0)`.execute(db);
  const expired = await sql<{ id: string; quantity: number; ledger: number }>`
    select p.id, p.expired_stock as quantity, coalesce(sum(l.quantity), 0) as ledger
    from products p left join lots l on l.product_id = p.id and l.expired = 1
    group by p.id, p.expired_stock
    having p.expired_stock <> coalesce(sum(l.quantity), 0)`.execute(db);
  const perWarehouse = await sql<{ id: string; quantity: number; ledger: number }>`
    select l.product_id || '/' || l.warehouse_id as id, w.stock as quantity, sum(l.quantity) as ledger
    from lots l left join warehouse_stock w on w.product_id = l.product_id and w.warehouse_id = l.warehouse_id
    group by l.product_id, l.warehouse_id, w.stock, w.expired_stock
    having w.stock is null or w.stock <> sum(l.quantity) or w.expired_stock <> sum(l.quantity * l.expired)`.execute(db);
  return [...reserved.rows, ...expired.rows, ...perWarehouse.rows];
}

async function stockMismatches(db: Db) {
  const { rows } = await sql<{ id: string; quantity: number; ledger: number }>`
    select p.id, p.stock as quantity, coalesce(sum(l.quantity), 0) as ledger
    from products p left join lots l on l.product_id = p.id
    group by p.id, p.stock
    having p.stock <> coalesce(sum(l.quantity), 0)`.execute(db);
  return rows;
}

async function movementCountMismatches(db: Db) {
  const { rows } = await sql<{ id: string; quantity: number; ledger: number }>`
    select p.id, p.movement_count as quantity, count(m.id) as ledger
    from products p left join movements m on m.product_id = p.id
    group by p.id, p.movement_count
    having p.movement_count <> count(m.id)`.execute(db);
  return rows;
}

async function lotMismatches(db: Db) {
  const { rows } = await sql<{ id: string; quantity: number; ledger: number }>`
    select l.id, l.quantity, coalesce(sum(${signedQuantity("m")}), 0) as ledger
    from lots l left join movements m on m.lot_id = l.id
    group by l.id, l.quantity
    having l.quantity <> coalesce(sum(${signedQuantity("m")}), 0)`.execute(db);
  return rows;
}

type KardexRow = {
  id: string;
  product_id: string;
  warehouse_id: string;
  type: MovementType;
  quantity: number | string;
  value_cents: number | string;
  balance_quantity: number | string;
  balance_value_cents: number | string;
  warehouse_balance_quantity: number | string;
  warehouse_balance_value_cents: number | string;
};

/**
 * The kardex invariant (migration 0019, shared/valuation.ts): in id order, each row's balances are the
 * previous row's (of its product; of its product in its warehouse) ± its quantity and value; an exit
 * takes its warehouse's average (all that is left when it empties it); a product's last balance is its
 * stock; an empty balance has no value; ledger_daily holds per type exactly the ledger's rows. Rows
 * { id, quantity: kept, ledger: recomputed }.
 */
async function kardexMismatches(db: Db) {
  const rows = (await db
    .selectFrom("movements")
    .select([
      "id",
      "product_id",
      "warehouse_id",
      "type",
      "quantity",
      "value_cents",
      "balance_quantity",
      "balance_value_cents",
      "warehouse_balance_quantity",
      "warehouse_balance_value_cents",
    ])
    .orderBy("product_id")
    .orderBy("id")
    .execute()) as KardexRow[];
  const mismatches: Array<{ id: string; quantity: number; ledger: number }> = [];
  const expect = (id: string, kept: number, recomputed: number) => {
    if (kept !== recomputed) mismatches.push({ id, quantity: kept, ledger: recomputed });
  };
  const lastOfProduct = new Map<string, Balance>();
  const warehouses = new Map<string, Balance>();
  for (const row of rows) {
    const quantity = Number(row.quantity);
    const value = Number(row.value_cents);
    const direction = movementTypes[row.type].direction;
    const product = lastOfProduct.get(row.product_id) ?? EMPTY_BALANCE;
    const key = `${row.product_id}/${row.warehouse_id}`;
    const warehouse = warehouses.get(key) ?? EMPTY_BALANCE;
    if (direction === -1) expect(`${row.id}:exit value`, value, exitValueCents(quantity, warehouse));
    const productAfter = applyMovement(product, direction, quantity, value);
    const warehouseAfter = applyMovement(warehouse, direction, quantity, value);
    expect(`${row.id}:balance quantity`, Number(row.balance_quantity), productAfter.quantity);
    expect(`${row.id}:balance value`, Number(row.balance_value_cents), productAfter.valueCents);
    expect(`${row.id}:warehouse quantity`, Number(row.warehouse_balance_quantity), warehouseAfter.quantity);
    expect(`${row.id}:warehouse value`, Number(row.warehouse_balance_value_cents), warehouseAfter.valueCents);
    if (warehouseAfter.quantity === 0) expect(`${row.id}:empty warehouse value`, warehouseAfter.valueCents, 0);
    lastOfProduct.set(row.product_id, productAfter);
    warehouses.set(key, warehouseAfter);
  }
  const stocks = await db.selectFrom("products").select(["id", "stock"]).execute();
  for (const { id, stock } of stocks) expect(`${id}:stock`, Number(stock), lastOfProduct.get(id)?.quantity ?? 0);

  const daily = await db
    .selectFrom("ledger_daily")
    .select(["type", sql<string>`sum(movements)`.as("movements"), sql<string>`sum(quantity)`.as("quantity")])
    .select(sql<string>`sum(value_cents)`.as("value"))
    .groupBy("type")
    .execute();
  const ledger = await db
    .selectFrom("movements")
    .select(["type", sql<string>`count(*)`.as("movements"), sql<string>`sum(quantity)`.as("quantity")])
    .select(sql<string>`sum(value_cents)`.as("value"))
    .groupBy("type")
    .execute();
  for (const type of Object.keys(movementTypes)) {
    const kept = daily.find((row) => row.type === type);
    const actual = ledger.find((row) => row.type === type);
    for (const figure of ["movements", "quantity", "value"] as const) {
      expect(`ledger_daily ${type} ${figure}`, Number(kept?.[figure] ?? 0), Number(actual?.[figure] ?? 0));
    }
  }
  return mismatches;
}
