import { inventoryMessages } from "@inventario/shared/inventory";
import { limitMessages, MAX_PRODUCT_STOCK, MAX_QUANTITY } from "@inventario/shared/limits";
import { toCents } from "@inventario/shared/money";
import { movementTypes } from "@inventario/shared/movements";
import { applyMovement, movementValueCents, type StatedCost } from "@inventario/shared/valuation";
import type { Db } from "../../db/connection";
import { lockProducts } from "../../db/locks";
import type { MovementType } from "../../db/types";
import { AppError, conflict } from "../../errors";
import { businessDateOf, businessToday } from "../../lib/business-date";
import { newId, newIdAfter } from "../../lib/ids";
import { nowIso } from "../../lib/time";
import { findLot } from "./inventory.repository";
import * as ledger from "./stock-ledger.repository";

/**
 * The only code that changes stock. Each function runs inside the caller's transaction and writes the
 * lot change together with its ledger row, so for every lot quantity = the sum of its movements'
 * quantities signed by their type's direction (shared/movements.ts) after every commit.
 */
type Lot = { id: string; product_id: string; warehouse_id: string; lot_number: string | null; unit: string };

/** The reference of the IN movement that records a new product's first lot. */
const INITIAL_STOCK_REFERENCE = "Inventario inicial";

/**
 * Writes the ledger row of a lot change the caller just made, valued by weighted average cost
 * (shared/valuation.ts) with the product's and the warehouse's balances after it, and adds it to its
 * day's totals. Its id follows the product's latest row even when another process's clock is a
 * millisecond behind, so a product's rows in id order are its history in order. Returns its value.
 */
async function writeMovement(
  trx: Db,
  lot: Lot,
  type: MovementType,
  quantity: number,
  reference: string | null,
  employeeId: string | null,
  stated: StatedCost,
): Promise<number> {
  const before = await ledger.lastBalances(trx, lot.product_id, lot.warehouse_id);
  const value = movementValueCents(type, quantity, before.warehouse, stated);
  const direction = movementTypes[type].direction;
  const product = applyMovement(before.product, direction, quantity, value);
  const warehouse = applyMovement(before.warehouse, direction, quantity, value);
  const createdAt = nowIso();
  const daily = { day: businessDateOf(createdAt), type, quantity, value_cents: value };
  await ledger.insertMovement(
    trx,
    {
      id: newIdAfter(before.lastId),
      lot_id: lot.id,
      product_id: lot.product_id,
      warehouse_id: lot.warehouse_id,
      type,
      quantity,
      unit: lot.unit,
      lot_number: lot.lot_number,
      reference,
      cost_cents: stated.costCents,
      employee_id: employeeId,
      created_at: createdAt,
      value_cents: value,
      balance_quantity: product.quantity,
      balance_value_cents: product.valueCents,
      warehouse_balance_quantity: warehouse.quantity,
      warehouse_balance_value_cents: warehouse.valueCents,
    },
    daily,
  );
  return value;
}

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
 * weighted average — or creates it, and writes its IN movement (with `reference`, if any).
 */
export async function receiveEntry(
  trx: Db,
  input: EntryInput,
  employeeId: string | null,
  reference: string | null = null,
): Promise<void> {
  await refuseProductStockPastBound(trx, input.product_id, input.quantity);
  const at = nowIso();
  const cost = toCents(input.costs);
  const lot = await ledger.upsertLot(
    trx,
    {
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
    },
    businessToday(),
  );
  if (!lot) throw await lotBoundConflict(trx, input.product_id, input.warehouse_id, input.lot_number, input.quantity);
  if (lot.unit !== input.unit) {
    throw new AppError(400, "VALIDATION", `${inventoryMessages.unitMismatch} (${lot.unit})`, {
      unit: inventoryMessages.unitMismatch,
    });
  }
  await writeMovement(trx, lot, "IN", input.quantity, reference, employeeId, {
    costCents: cost,
    lotCostCents: Number(lot.cost_cents),
  });
  await ledger.setWarehouseLevels(trx, input.product_id, input.warehouse_id, {
    min_stock: input.min_stock,
    max_stock: input.max_stock,
  });
}

/** Where stock moved in or returned lands: the lot is created with these when missing. */
export type LotPlace = {
  product_id: string;
  warehouse_id: string;
  lot_number: string | null;
  unit: string;
  cost_cents: number;
  expiration_date: string | null;
};

/**
 * Adds `quantity` into the (product, warehouse, lot) lot with a TRANSFER_IN or RETURN movement: the lot
 * is created with the place's expiration and cost when it does not exist (or no longer holds stock),
 * otherwise its cost becomes the weighted average and its stock levels stay. Refused (409) past the
 * lot's or the product's bounds, (400) when the lot keeps another unit. Valued at `statedValueCents`:
 * what its TRANSFER_OUT took (changeLot's answer), or the returned units at their dispatch's average.
 */
export async function receiveInto(
  trx: Db,
  place: LotPlace,
  type: "TRANSFER_IN" | "RETURN",
  quantity: number,
  reference: string,
  employeeId: string | null,
  statedValueCents: number,
): Promise<void> {
  // A transfer's IN follows its OUT: the product's total comes back to what it was, within its bound.
  if (type === "RETURN") await refuseProductStockPastBound(trx, place.product_id, quantity);
  const at = nowIso();
  const lot = await ledger.upsertLot(
    trx,
    {
      id: newId(),
      product_id: place.product_id,
      warehouse_id: place.warehouse_id,
      lot_number: place.lot_number,
      lot_key: place.lot_number ?? "",
      quantity,
      unit: place.unit,
      cost_cents: place.cost_cents,
      expiration_date: place.expiration_date,
      min_stock: 0,
      max_stock: 0,
      acquired_at: at,
      updated_at: at,
    },
    businessToday(),
    "keep",
  );
  if (!lot) throw await lotBoundConflict(trx, place.product_id, place.warehouse_id, place.lot_number, quantity);
  if (lot.unit !== place.unit) {
    throw new AppError(400, "VALIDATION", `${inventoryMessages.unitMismatch} (${lot.unit})`, {
      unit: inventoryMessages.unitMismatch,
    });
  }
  await writeMovement(trx, lot, type, quantity, reference, employeeId, {
    costCents: place.cost_cents,
    lotCostCents: Number(lot.cost_cents),
    statedValueCents,
  });
}

/** A new product's first lot: an entry whose IN movement says it is the initial stock. */
export function receiveInitialStock(trx: Db, input: EntryInput, employeeId: string | null): Promise<void> {
  return receiveEntry(trx, input, employeeId, INITIAL_STOCK_REFERENCE);
}

/**
 * Adds to a lot or takes from it, as the type's direction says (REPLENISH adds; WITHDRAWAL, OUT take).
 * A take never drives it below zero. Returns the movement's value in cents.
 */
export async function changeLot(
  trx: Db,
  lot: Lot,
  type: Exclude<MovementType, "IN" | "TRANSFER_IN" | "RETURN">,
  quantity: number,
  reference: string,
  employeeId: string | null,
): Promise<number> {
  let lotCostCents = 0;
  if (movementTypes[type].direction === 1) {
    await refuseProductStockPastBound(trx, lot.product_id, quantity);
    const cost = await ledger.addToLot(trx, lot.id, quantity, nowIso());
    if (cost === undefined) {
      throw await lotBoundConflict(trx, lot.product_id, lot.warehouse_id, lot.lot_number, quantity);
    }
    lotCostCents = cost;
  } else if (!(await ledger.takeFromLot(trx, lot.id, quantity, nowIso()))) {
    const current = await ledger.lotQuantity(trx, lot.id);
    throw new AppError(409, "INSUFFICIENT_STOCK", inventoryMessages.insufficientStock(current, lot.unit));
  }
  return writeMovement(trx, lot, type, quantity, reference, employeeId, { costCents: null, lotCostCents });
}

/**
 * A deleted product's warehouses keep no minimum or maximum, so they raise no per-warehouse alert
 * (the per-product alert indexes already hold active products only).
 */
export const dropWarehouseLevels = (trx: Db, productId: string) => ledger.dropWarehouseLevels(trx, productId);

/** Products whose lots' expired flags one transaction of the expiry sync sets. */
const EXPIRY_SYNC_BATCH = 500;

/**
 * Brings the lots' expired flags (and through the lot triggers products.expired_stock and
 * warehouse_stock) up to `today`: only lots whose day came since the last sync change, never the whole
 * table. Called before the alert lists are read; an ordinary request finds nothing to do in one
 * statement (two index range reads) and takes no write lock. Each batch locks its products in id order
 * first, as every stock writer does, so a sync and a sale never wait for each other in opposite orders.
 */
export async function syncExpiry(db: Db, today: string): Promise<void> {
  // Until the probe finds no stale lot: a batch reads up to EXPIRY_SYNC_BATCH stale lots, which may
  // belong to fewer products, so how many products it synced says nothing of what is left.
  while (await ledger.anyStaleExpiry(db, today)) {
    const synced = await db.transaction().execute(async (trx) => {
      const products = await ledger.productsWithStaleExpiry(trx, today, EXPIRY_SYNC_BATCH);
      if (products.length > 0) {
        await lockProducts(trx, products);
        await ledger.syncExpiryFlags(trx, products, today);
      }
      return products.length;
    });
    // A concurrent sync took them between the probe and this transaction.
    if (synced === 0) return;
  }
}

/**
 * The business's today, once the kept expiry figures (products.expired_stock, warehouse_stock) agree
 * with it: what a reader of those figures calls first. Not inside a transaction: the sync runs its own.
 */
export async function syncedBusinessToday(db: Db): Promise<string> {
  const today = businessToday();
  await syncExpiry(db, today);
  return today;
}

/**
 * A product's stock across its lots stays within MAX_PRODUCT_STOCK. Read after the caller locked the
 * product (PostgreSQL) or inside SQLite's single writer, so no concurrent change slips past it.
 */
async function refuseProductStockPastBound(trx: Db, productId: string, quantity: number): Promise<void> {
  const stock = await ledger.productStock(trx, productId);
  if (stock !== undefined && stock + quantity > MAX_PRODUCT_STOCK) {
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
