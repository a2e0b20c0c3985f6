import { inventoryMessages } from "@inventario/shared/inventory";
import { limitMessages, MAX_AMOUNT_CENTS, MAX_PRODUCT_STOCK, MAX_QUANTITY } from "@inventario/shared/limits";
import { toCents } from "@inventario/shared/money";
import { sql } from "kysely";
import type { Db } from "../../db/connection";
import { prepared } from "../../db/prepared";
import type { MovementType } from "../../db/types";
import { AppError, conflict } from "../../errors";
import { newId, nowIso } from "../../lib/ids";
import { findLot } from "./inventory.repository";

/**
 * The only code that changes stock. Each function runs inside the caller's transaction and writes the
 * lot change together with its ledger row, so for every lot
 * quantity = sum(IN + REPLENISH) - sum(WITHDRAWAL + OUT) holds after every commit.
 */
type Lot = { id: string; product_id: string; warehouse_id: string; lot_number: string | null; unit: string };

async function writeMovement(
  trx: Db,
  lot: Lot,
  type: MovementType,
  quantity: number,
  reference: string | null,
  employeeId: string | null,
  costCents: number | null = null,
) {
  await insertMovement(
    trx,
    newId(),
    lot.id,
    lot.product_id,
    lot.warehouse_id,
    type,
    quantity,
    lot.unit,
    lot.lot_number,
    reference,
    costCents,
    employeeId,
    nowIso(),
  );
}
const insertMovement = prepared(
  (
    db,
    id: string,
    lotId: string,
    productId: string,
    warehouseId: string,
    type: MovementType,
    quantity: number,
    unit: string,
    lotNumber: string | null,
    reference: string | null,
    costCents: number | null,
    employeeId: string | null,
    createdAt: string,
  ) =>
    db.insertInto("movements").values({
      id,
      lot_id: lotId,
      product_id: productId,
      warehouse_id: warehouseId,
      type,
      quantity,
      unit,
      lot_number: lotNumber,
      reference,
      cost_cents: costCents,
      employee_id: employeeId,
      created_at: createdAt,
    }),
);

export type EntryInput = {
  product_id: string;
  warehouse_id: string;
  quantity: number;
  unit: string;
  costs: number;
  lot_number: string | null;
  expiration_date: string | null;
  min_stock: number;
  max_stock: number;
};

/**
 * A new entry: adds to the (product, warehouse, lot) lot when it exists — its cost becomes the
 * weighted average — or creates it. One upsert, so two entries racing for a new lot both land.
 */
export async function receiveEntry(trx: Db, input: EntryInput, employeeId: string | null): Promise<void> {
  await refuseProductStockPastBound(trx, input.product_id, input.quantity);
  const at = nowIso();
  const cost = toCents(input.costs);
  const lot = await trx
    .insertInto("lots")
    .values({
      id: newId(),
      product_id: input.product_id,
      warehouse_id: input.warehouse_id,
      lot_number: input.lot_number,
      lot_key: input.lot_number ?? "",
      quantity: input.quantity,
      unit: input.unit,
      cost_cents: cost,
      expiration_date: input.expiration_date,
      min_stock: input.min_stock,
      max_stock: input.max_stock,
      acquired_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(["product_id", "warehouse_id", "lot_key"])
        .doUpdateSet({
          quantity: sql`lots.quantity + excluded.quantity`,
          cost_cents: sql`(lots.quantity * lots.cost_cents + excluded.quantity * excluded.cost_cents) / (lots.quantity + excluded.quantity)`,
          expiration_date: sql`coalesce(excluded.expiration_date, lots.expiration_date)`,
          min_stock: sql`excluded.min_stock`,
          max_stock: sql`excluded.max_stock`,
          updated_at: sql`excluded.updated_at`,
        })
        // The lot stays within the bounds (limits.ts). Written so that nothing overflows even for a lot
        // stored before the bounds: CASE (unlike AND) evaluates its branches in order.
        .where(
          sql<boolean>`case
            when lots.quantity > ${sql.lit(MAX_QUANTITY)} - excluded.quantity then false
            when lots.cost_cents > ${sql.lit(MAX_AMOUNT_CENTS)} / nullif(lots.quantity, 0) then false
            else lots.quantity * lots.cost_cents + excluded.quantity * excluded.cost_cents <= ${sql.lit(MAX_AMOUNT_CENTS)}
          end`,
        ),
    )
    .returning(["id", "product_id", "warehouse_id", "lot_number", "unit"])
    .executeTakeFirst();
  if (!lot) throw await lotBoundConflict(trx, input.product_id, input.warehouse_id, input.lot_number, input.quantity);
  if (lot.unit !== input.unit) {
    throw new AppError(400, "VALIDATION", `${inventoryMessages.unitMismatch} (${lot.unit})`, {
      unit: inventoryMessages.unitMismatch,
    });
  }
  await writeMovement(trx, lot, "IN", input.quantity, null, employeeId, cost);
}

/** Adds to a lot (REPLENISH) or takes from it (WITHDRAWAL, OUT). A take never drives it below zero. */
export async function changeLot(
  trx: Db,
  lot: Lot,
  type: Exclude<MovementType, "IN">,
  quantity: number,
  reference: string,
  employeeId: string | null,
): Promise<void> {
  if (type === "REPLENISH") {
    await refuseProductStockPastBound(trx, lot.product_id, quantity);
    if ((await addToLot(trx, lot.id, quantity, nowIso())).length === 0) {
      throw await lotBoundConflict(trx, lot.product_id, lot.warehouse_id, lot.lot_number, quantity);
    }
  } else if ((await takeFromLot(trx, lot.id, quantity, nowIso())).length === 0) {
    // Conditional update: on PostgreSQL it takes the row lock and re-checks the condition after any
    // concurrent writer commits; on SQLite writers are serialized. Either way no oversell.
    const current = await trx.selectFrom("lots").select("quantity").where("id", "=", lot.id).executeTakeFirstOrThrow();
    throw new AppError(409, "INSUFFICIENT_STOCK", inventoryMessages.insufficientStock(current.quantity, lot.unit));
  }
  await writeMovement(trx, lot, type, quantity, reference, employeeId);
}

/**
 * Returns the lot's id only when it stays within the bounds (limits.ts): at most MAX_QUANTITY units
 * and a value (quantity × cost) of at most MAX_AMOUNT. Subtraction, division and CASE (evaluated in
 * order) keep every intermediate inside its column type, even for a lot stored before the bounds.
 */
const addToLot = prepared((db, lotId: string, quantity: number, at: string) =>
  db
    .updateTable("lots")
    .set({ quantity: sql`quantity + ${quantity}`, updated_at: at })
    .where("id", "=", lotId)
    .where(
      sql<boolean>`case
        when quantity > ${sql.lit(MAX_QUANTITY)} - ${quantity} then false
        else cost_cents <= ${sql.lit(MAX_AMOUNT_CENTS)} / (quantity + ${quantity})
      end`,
    )
    .returning("id"),
);

const productStock = prepared((db, productId: string) =>
  db.selectFrom("products").select("stock").where("id", "=", productId),
);

/**
 * A product's stock across its lots stays within MAX_PRODUCT_STOCK. Read after the caller locked the
 * product (PostgreSQL) or inside SQLite's single writer, so no concurrent change slips past it.
 */
async function refuseProductStockPastBound(trx: Db, productId: string, quantity: number): Promise<void> {
  const [row] = await productStock(trx, productId);
  if (row && Number(row.stock) + quantity > MAX_PRODUCT_STOCK) {
    throw conflict(limitMessages.productStock(MAX_PRODUCT_STOCK));
  }
}

/** Which bound a refused addition to a lot would have passed: its quantity or its value. */
async function lotBoundConflict(
  trx: Db,
  productId: string,
  warehouseId: string,
  lotNumber: string | null,
  quantity: number,
): Promise<AppError> {
  const lot = await findLot(trx, productId, warehouseId, lotNumber);
  // The refused statement met this lot in this transaction: it exists.
  if (!lot) throw new Error(`Lot ${productId}/${warehouseId}/${lotNumber ?? ""} vanished after refusing an addition`);
  return lot.quantity + quantity > MAX_QUANTITY
    ? conflict(limitMessages.lotQuantity(MAX_QUANTITY, lot.unit))
    : conflict(limitMessages.lotValueReached);
}
/** Returns the lot's id only when it held at least `quantity`. */
const takeFromLot = prepared((db, lotId: string, quantity: number, at: string) =>
  db
    .updateTable("lots")
    .set({ quantity: sql`quantity - ${quantity}`, updated_at: at })
    .where("id", "=", lotId)
    .where("quantity", ">=", quantity)
    .returning("id"),
);
