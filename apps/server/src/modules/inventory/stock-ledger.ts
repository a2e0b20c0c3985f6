import { inventoryMessages } from "@inventario/shared/inventory";
import { limitMessages, MAX_PRODUCT_STOCK, MAX_QUANTITY } from "@inventario/shared/limits";
import { toCents } from "@inventario/shared/money";
import { type IncomingMovementType, movementTypes, type OutgoingMovementType } from "@inventario/shared/movement-types";
import {
  applyMovement,
  type Balance,
  EMPTY_BALANCE,
  movementValueCents,
  type StatedCost,
} from "@inventario/shared/valuation";
import type { Insertable } from "kysely";
import type { Db } from "../../db/connection";
import { lockProducts } from "../../db/locks";
import type { MovementsTable, MovementType } from "../../db/types";
import { AppError, conflict } from "../../errors";
import { businessDateOf, businessToday } from "../../lib/business-date";
import { newId, newIdAfter } from "../../lib/ids";
import { nowIso } from "../../lib/time";
import { refuseOutsideScope } from "../employees/warehouse-scope";
import type { StockTransaction } from "../idempotency/idempotent-transaction";
import { findLot } from "./inventory.repository";
import * as ledger from "./stock-ledger.repository";

/**
 * The only code that changes stock, through one entry point per direction for every movement type:
 * `addStock` (the types whose direction is +1 in shared/movement-types.ts) and `takeStock` (−1). Each
 * runs inside the caller's transaction, one `idempotentTransaction` opened (so a route that changes stock
 * cannot skip the idempotency wiring) and writes the lot change together with its ledger row, so for
 * every lot quantity = the sum of its movements' quantities signed by their type's direction after
 * every commit.
 */
type Lot = { id: string; product_id: string; warehouse_id: string; lot_number: string | null; unit: string };

/**
 * Every movement is refused (403) in a warehouse outside the acting employee's assigned ones, but a
 * transfer's arrival: a scoped employee sends stock from their warehouse to any (issue 34).
 */
const refuseOutsideScopeFor = (trx: Db, type: MovementType, warehouseIds: Iterable<string>) =>
  type === "TRANSFER_IN" ? Promise.resolve() : refuseOutsideScope(trx, warehouseIds);

/** The reference of the IN movement that records a new product's first lot. */
export const INITIAL_STOCK_REFERENCE = "Inventario inicial";

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
  note: MovementNote,
  stated: StatedCost,
): Promise<number> {
  const before = await ledger.lastBalances(trx, lot.product_id, lot.warehouse_id);
  const value = movementValueCents(type, quantity, before.warehouse, stated);
  const direction = movementTypes[type].direction;
  const product = applyMovement(before.product, direction, quantity, value);
  const warehouse = applyMovement(before.warehouse, direction, quantity, value);
  const createdAt = nowIso();
  const daily = { day: businessDateOf(createdAt), type, quantity, value_cents: value };
  const row = movementRow(newIdAfter(before.lastId), type, { lot, quantity, note, stated }, createdAt, value, {
    product,
    warehouse,
  });
  await ledger.insertMovement(trx, row, daily);
  return value;
}

/** The ledger row of one movement: what moved, its value, and the product's and warehouse's balances after it. */
const movementRow = (
  id: string,
  type: MovementType,
  { lot, quantity, note, stated }: BatchMovement,
  at: string,
  value: number,
  after: { product: Balance; warehouse: Balance },
): Insertable<MovementsTable> => ({
  id,
  lot_id: lot.id,
  product_id: lot.product_id,
  warehouse_id: lot.warehouse_id,
  type,
  quantity,
  unit: lot.unit,
  lot_number: lot.lot_number,
  reference: note.reference,
  cost_cents: stated.costCents,
  employee_id: note.employeeId,
  created_at: at,
  value_cents: value,
  balance_quantity: after.product.quantity,
  balance_value_cents: after.product.valueCents,
  warehouse_balance_quantity: after.warehouse.quantity,
  warehouse_balance_value_cents: after.warehouse.valueCents,
});

/** What a movement refers to (a document's id, an observation) and who made it. */
export type MovementNote = { reference: string | null; employeeId: string | null };

/** Where stock moved in or returned lands: the lot is created with these when missing. */
export type LotPlace = {
  product_id: string;
  warehouse_id: string;
  lot_number: string | null;
  unit: string;
  cost_cents: number;
  expiration_date: string | null;
};

/** A lot's stock levels in its warehouse, which an entry sets. */
export type StockLevels = { min_stock: number; max_stock: number };

/**
 * Where incoming stock lands: an existing lot (its cost becomes the weighted average), or the
 * (product, warehouse, lot) lot of a place, created with the place's cost and expiration when missing.
 * With `levels` (an entry) the lot and its warehouse take them; without, they stay (0 on a new lot).
 */
export type Destination = { lot: Lot } | { place: LotPlace; levels?: StockLevels };

/**
 * Adds `quantity` with a movement of any type that adds stock (movement-types.ts, direction +1), valued
 * as the type declares (shared/valuation.ts): a "given" type at `statedValueCents` when the operation
 * states one (what a TRANSFER_OUT took, a return's units at their dispatch's average), else at the
 * place's unit cost, else the lot's; an "average" type at the warehouse's average. Refused (409) past
 * the lot's or the product's bounds, (400) when the place's lot keeps another unit. Returns the
 * movement's value in cents.
 */
export async function addStock(
  trx: StockTransaction,
  type: IncomingMovementType,
  into: Destination,
  quantity: number,
  note: MovementNote,
  statedValueCents?: number,
): Promise<number> {
  await refuseOutsideScopeFor(trx, type, ["lot" in into ? into.lot.warehouse_id : into.place.warehouse_id]);
  if ("lot" in into) {
    const { lot } = into;
    await refuseProductStockPastBound(trx, lot.product_id, quantity);
    const lotCostCents = await ledger.addToLot(trx, lot.id, quantity, nowIso());
    if (lotCostCents === undefined) {
      throw await lotBoundConflict(trx, lot.product_id, lot.warehouse_id, lot.lot_number, quantity);
    }
    return writeMovement(trx, lot, type, quantity, note, { costCents: null, lotCostCents, statedValueCents });
  }
  const { place, levels } = into;
  await refuseProductStockPastBound(trx, place.product_id, quantity);
  const at = nowIso();
  const lot = await ledger.upsertLot(
    trx,
    newLotRow(place, quantity, levels ?? { min_stock: 0, max_stock: 0 }, at),
    businessToday(),
    levels ? "replace" : "keep",
  );
  if (!lot) throw await lotBoundConflict(trx, place.product_id, place.warehouse_id, place.lot_number, quantity);
  if (lot.unit !== place.unit) {
    throw new AppError(400, "VALIDATION", `${inventoryMessages.unitMismatch} (${lot.unit})`, {
      unit: inventoryMessages.unitMismatch,
    });
  }
  const value = await writeMovement(trx, lot, type, quantity, note, {
    costCents: place.cost_cents,
    lotCostCents: Number(lot.cost_cents),
    statedValueCents,
  });
  if (levels) await ledger.setWarehouseLevels(trx, place.product_id, place.warehouse_id, levels);
  return value;
}

/** The row of the lot a place's entry lands in, as it is inserted when missing (upserted otherwise). */
const newLotRow = (place: LotPlace, quantity: number, levels: StockLevels, at: string) => ({
  id: newId(),
  product_id: place.product_id,
  warehouse_id: place.warehouse_id,
  lot_number: place.lot_number,
  lot_key: place.lot_number ?? "",
  quantity,
  unit: place.unit,
  cost_cents: place.cost_cents,
  expiration_date: place.expiration_date,
  min_stock: levels.min_stock,
  max_stock: levels.max_stock,
  acquired_at: at,
  updated_at: at,
});

/** One addition of a batch: its lot (created when missing), its levels, its units and what it refers to. */
/**
 * One addition of a batch: its lot (created when missing), its units and what it refers to; with
 * `levels` (an import's opening stock) the lot and its warehouse take them, without (a count's surplus)
 * they stay. A batch's entries all have levels or none has.
 */
export type BatchEntry = { place: LotPlace; levels?: StockLevels; quantity: number; note: MovementNote };

/**
 * `addStock` for many entries at once (an import's opening stock, docs/decisions/0025-imports.md), with
 * the same rows and figures as that many calls in order: each entry's lot upserted, its ledger row valued
 * by its type from the balances before it, the day's totals, the warehouse's levels. A statement per step
 * for the whole batch instead of six per entry; the caller has locked the batch's products. Every entry
 * must name a different lot (a statement cannot update one row twice); refused like addStock (409 past a
 * bound, 400 for a lot kept in another unit), with nothing of the batch kept by the caller's rollback.
 */
export async function addStockBatch(
  trx: StockTransaction,
  type: IncomingMovementType,
  entries: ReadonlyArray<BatchEntry>,
): Promise<number[]> {
  if (entries.length === 0) return [];
  const lotKey = (place: { product_id: string; warehouse_id: string; lot_number: string | null }) =>
    `${place.product_id}|${place.warehouse_id}|${place.lot_number ?? ""}`;
  if (new Set(entries.map(({ place }) => lotKey(place))).size !== entries.length)
    throw new Error("addStockBatch: two entries of a batch name the same lot");
  await ledger.keepFiguresPerStatement(trx);
  await refuseOutsideScopeFor(
    trx,
    type,
    entries.map(({ place }) => place.warehouse_id),
  );

  const stocks = await ledger.productStocks(trx, [...new Set(entries.map(({ place }) => place.product_id))]);
  for (const { place, quantity } of entries) {
    const stock = (stocks.get(place.product_id) ?? 0) + quantity;
    if (stock > MAX_PRODUCT_STOCK) throw conflict(limitMessages.productStock(MAX_PRODUCT_STOCK));
    stocks.set(place.product_id, stock);
  }

  const withLevels = entries.filter((entry) => entry.levels !== undefined).length;
  if (withLevels !== 0 && withLevels !== entries.length)
    throw new Error("addStockBatch: some entries of a batch have levels and others not");
  if (withLevels > 0) {
    // The last entry of each warehouse sets its levels, as the same entries one by one would; set before
    // the lots, whose trigger then finds the warehouse's row.
    const levels = new Map(
      entries.map(({ place, levels }) => [
        `${place.product_id}|${place.warehouse_id}`,
        { product_id: place.product_id, warehouse_id: place.warehouse_id, ...(levels as StockLevels) },
      ]),
    );
    await ledger.setWarehouseLevelsOf(trx, [...levels.values()]);
  }
  const at = nowIso();
  const lots = await ledger.upsertLots(
    trx,
    entries.map(({ place, levels, quantity }) =>
      newLotRow(place, quantity, levels ?? { min_stock: 0, max_stock: 0 }, at),
    ),
    businessToday(),
    withLevels > 0 ? "replace" : "keep",
  );
  const lotOf = new Map(lots.map((lot) => [lotKey({ ...lot, lot_number: lot.lot_key || null }), lot]));
  const written = entries.map(({ place, quantity }) => {
    const lot = lotOf.get(lotKey(place));
    return { place, quantity, lot };
  });
  const refused = written.find(({ lot }) => lot === undefined);
  if (refused)
    throw await lotBoundConflict(
      trx,
      refused.place.product_id,
      refused.place.warehouse_id,
      refused.place.lot_number,
      refused.quantity,
    );
  const otherUnit = written.find(({ place, lot }) => lot?.unit !== place.unit);
  if (otherUnit)
    throw new AppError(400, "VALIDATION", `${inventoryMessages.unitMismatch} (${otherUnit.lot?.unit})`, {
      unit: inventoryMessages.unitMismatch,
    });

  return writeMovements(
    trx,
    type,
    entries.map(({ place, quantity, note }, i) => {
      const lot = written[i]?.lot as NonNullable<(typeof written)[number]["lot"]>;
      return {
        lot: { ...lot, product_id: place.product_id, warehouse_id: place.warehouse_id },
        quantity,
        note,
        stated: { costCents: place.cost_cents, lotCostCents: Number(lot.cost_cents) },
      };
    }),
    at,
  );
}

/** One movement of a batch: its lot, units, note and what its valuation states. */
type BatchMovement = { lot: Lot; quantity: number; note: MovementNote; stated: StatedCost };

/**
 * The ledger rows of a batch of lot changes the caller just made, exactly as writeMovement writes them
 * one by one: the balances before the batch read at once (`lastBalancesOf`), then each movement valued
 * in order from the balances the ones before it left, and the day's totals. Answers each one's value.
 */
async function writeMovements(
  trx: Db,
  type: MovementType,
  batch: ReadonlyArray<BatchMovement>,
  at: string,
): Promise<number[]> {
  const before = await ledger.lastBalancesOf(
    trx,
    batch.map(({ lot }) => lot),
  );
  const direction = movementTypes[type].direction;
  const daily = new Map<string, ledger.DailyEntry & { movements: number }>();
  const values: number[] = [];
  const movements = batch.map(({ lot, quantity, note, stated }) => {
    const pair = `${lot.product_id}|${lot.warehouse_id}`;
    const product = before.products.get(lot.product_id) ?? { lastId: undefined, balance: EMPTY_BALANCE };
    const warehouse = before.warehouses.get(pair) ?? EMPTY_BALANCE;
    const value = movementValueCents(type, quantity, warehouse, stated);
    values.push(value);
    const productAfter = applyMovement(product.balance, direction, quantity, value);
    const warehouseAfter = applyMovement(warehouse, direction, quantity, value);
    const id = newIdAfter(product.lastId);
    before.products.set(lot.product_id, { lastId: id, balance: productAfter });
    before.warehouses.set(pair, warehouseAfter);
    const day = businessDateOf(at);
    const totals = daily.get(day) ?? { day, type, quantity: 0, value_cents: 0, movements: 0 };
    daily.set(day, {
      ...totals,
      quantity: totals.quantity + quantity,
      value_cents: totals.value_cents + value,
      movements: totals.movements + 1,
    });
    return movementRow(id, type, { lot, quantity, note, stated }, at, value, {
      product: productAfter,
      warehouse: warehouseAfter,
    });
  });
  await ledger.insertMovements(trx, movements, [...daily.values()]);
  return values;
}

/**
 * `takeStock` for many lots at once (a count's shortages), with the same rows and figures as that many
 * calls in order: every lot loses its units in one statement, each only if it holds them — otherwise the
 * batch is refused (409) and the caller's transaction rolls back — then the ledger rows valued at each
 * warehouse's average. Every entry must name a different lot; the caller has locked their products.
 * Answers each movement's value in cents, in the entries' order.
 */
export async function takeStockBatch(
  trx: StockTransaction,
  type: OutgoingMovementType,
  entries: ReadonlyArray<{ lot: Lot; quantity: number; note: MovementNote }>,
): Promise<number[]> {
  if (entries.length === 0) return [];
  if (new Set(entries.map(({ lot }) => lot.id)).size !== entries.length)
    throw new Error("takeStockBatch: two entries of a batch name the same lot");
  await ledger.keepFiguresPerStatement(trx);
  await refuseOutsideScopeFor(
    trx,
    type,
    entries.map(({ lot }) => lot.warehouse_id),
  );
  const at = nowIso();
  const taken = await ledger.takeFromLots(
    trx,
    entries.map(({ lot, quantity }) => ({ lotId: lot.id, quantity })),
    at,
  );
  const short = entries.find(({ lot }) => !taken.has(lot.id));
  if (short) {
    const current = await ledger.lotQuantity(trx, short.lot.id);
    throw new AppError(409, "INSUFFICIENT_STOCK", inventoryMessages.insufficientStock(current, short.lot.unit));
  }
  return writeMovements(
    trx,
    type,
    entries.map((entry) => ({ ...entry, stated: { costCents: null, lotCostCents: 0 } })),
    at,
  );
}

/**
 * Takes `quantity` from a lot with a movement of any type that takes stock (movement-types.ts, direction
 * −1), at the warehouse's average. Refused (409) when the lot holds less: a take never drives it below
 * zero. Returns the movement's value in cents.
 */
export async function takeStock(
  trx: StockTransaction,
  lot: Lot,
  type: OutgoingMovementType,
  quantity: number,
  note: MovementNote,
): Promise<number> {
  await refuseOutsideScopeFor(trx, type, [lot.warehouse_id]);
  if (!(await ledger.takeFromLot(trx, lot.id, quantity, nowIso()))) {
    const current = await ledger.lotQuantity(trx, lot.id);
    throw new AppError(409, "INSUFFICIENT_STOCK", inventoryMessages.insufficientStock(current, lot.unit));
  }
  return writeMovement(trx, lot, type, quantity, note, { costCents: null, lotCostCents: 0 });
}

/** An entry's form: what the inventory's entry and a new product's first lot receive. */
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

/** Where an entry lands: its lot at its cost (pesos to cents), taking its stock levels. */
export const entryDestination = (input: EntryInput): Destination => ({
  place: {
    product_id: input.product_id,
    warehouse_id: input.warehouse_id,
    lot_number: input.lot_number,
    unit: input.unit,
    cost_cents: toCents(input.costs),
    expiration_date: input.expiration_date,
  },
  levels: { min_stock: input.min_stock, max_stock: input.max_stock },
});

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

/**
 * The kardex's weighted average unit cost in cents of each of these products in one warehouse (the
 * cost an "average" movement values at), by product id; the product's own average where the warehouse
 * holds none of it, 0 for a product never stocked. What a stock count's differences are worth before
 * they are applied: one statement for the page, a second only for products the warehouse lacks.
 */
export async function averageUnitCosts(
  db: Db,
  productIds: string[],
  warehouseId: string,
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const costs = new Map<string, number>();
  for (const row of await ledger.warehouseBalances(db, productIds, warehouseId)) {
    const quantity = Number(row.warehouse_balance_quantity ?? 0);
    if (quantity > 0) costs.set(row.product_id, Number(row.warehouse_balance_value_cents ?? 0) / quantity);
  }
  const elsewhere = productIds.filter((id) => !costs.has(id));
  if (elsewhere.length > 0) {
    const { products } = await ledger.lastBalancesOf(
      db,
      elsewhere.map((product_id) => ({ product_id, warehouse_id: warehouseId })),
    );
    for (const id of elsewhere) {
      const balance = products.get(id)?.balance;
      costs.set(id, balance && balance.quantity > 0 ? balance.valueCents / balance.quantity : 0);
    }
  }
  return costs;
}
