import { setImmediate as nextTurn } from "node:timers/promises";
import type { UncountedChoice } from "@inventario/shared/stock-counts";
import type { Db } from "../../db/connection";
import { lockProducts } from "../../db/locks";
import type { StockTransaction } from "../idempotency/idempotent-transaction";
import { addStockBatch, averageUnitCosts, type MovementNote, takeStockBatch } from "../inventory/stock-ledger";
import * as repo from "./stock-counts.repository";

const keyOf = (line: { product_id: string; lot_key: string } | undefined) =>
  line && { product_id: line.product_id, lot_key: line.lot_key };

/** Lines read per statement. */
const READ_BATCH = 1_000;
/**
 * Adjustments apply writes per batch, per round of a dozen statements. The statements run off the event
 * loop (PostgreSQL's server; on SQLite the long writes' worker, db/long-writes.ts), and each round trip waits
 * for the loop: at 100, a 100,000-line apply beside two users opening product pages spent most of its time
 * waiting for its 12,000 round trips (93 s on PostgreSQL; 102 s on SQLite once its apply ran in the worker).
 */
const APPLY_BATCH = 500;

type Adjustment = {
  lineId: string;
  productId: string;
  lotId: string | null;
  lotNumber: string | null;
  lotKey: string;
  unit: string;
  /** Counted − book when counted (the shelf's difference); −current for a lot put to zero. */
  difference: number;
  /** Its lot is past its date: nothing it holds is sold, so its change changes no promise. */
  expired: boolean;
};

type AdjustedLine = {
  id: string;
  product_id: string;
  lot_id: string | null;
  lot_number: string | null;
  lot_key: string;
  unit: string;
  expiration_date: string | null;
};

const adjustmentOf = (line: AdjustedLine, difference: number, today: string): Adjustment => ({
  lineId: line.id,
  productId: line.product_id,
  lotId: line.lot_id,
  lotNumber: line.lot_number,
  lotKey: line.lot_key,
  unit: line.unit,
  difference,
  expired: line.expiration_date !== null && line.expiration_date < today,
});

/**
 * Every difference of the count (its lines through their differences' index), and with `zero` every
 * lot in scope that held stock when the review began and nobody counted (its difference: minus its book
 * quantity then); a batch per statement, yielding the event loop between them.
 */
export async function adjustmentsOf(db: Db, scope: repo.Scope, uncounted: UncountedChoice, today: string) {
  const adjustments: Adjustment[] = [];
  for (let after: repo.SheetKey | undefined; ; await nextTurn()) {
    const lines = await repo.differingLinesAfter(db, scope.id, after, READ_BATCH);
    for (const line of lines)
      adjustments.push(adjustmentOf(line, Number(line.counted) - Number(line.book_quantity), today));
    if (lines.length < READ_BATCH) break;
    after = keyOf(lines.at(-1));
  }
  if (uncounted === "zero") {
    for (let after: repo.SheetKey | undefined; ; await nextTurn()) {
      const lines = await repo.uncountedLinesAfter(db, scope.id, after, READ_BATCH);
      for (const line of lines)
        if (Number(line.book_quantity) > 0) adjustments.push(adjustmentOf(line, -Number(line.book_quantity), today));
      if (lines.length < READ_BATCH) break;
      after = keyOf(lines.at(-1));
    }
  }
  return adjustments;
}

/** What the adjustments change of each product's sellable stock (lots not expired): the shortages' input. */
export function sellableChanges(adjustments: ReadonlyArray<Adjustment>): Map<string, number> {
  const changes = new Map<string, number>();
  for (const { productId, difference, expired } of adjustments)
    if (!expired) changes.set(productId, (changes.get(productId) ?? 0) + difference);
  return changes;
}

/**
 * Writes the count's adjustments (a transaction body; the count locked in REVIEW by the caller):
 * ADJUSTMENT_IN for a surplus, ADJUSTMENT_OUT for a shortage, at the warehouse's average cost,
 * referencing the count ('Conteo CF-000012'). A line's difference is applied to the lot as it is now,
 * so what was sold or received after it was counted is neither lost nor counted twice; a lot that
 * lost more since than the count found missing stops at zero. A counted lot the book does not know is
 * created. A batch at a time (its lots read at once), yielding the event loop between batches.
 * Answers the adjustment's net value in cents.
 */
export async function applyAdjustments(
  trx: StockTransaction,
  scope: repo.Scope,
  adjustments: ReadonlyArray<Adjustment>,
  employeeId: string,
): Promise<number> {
  await lockProducts(
    trx,
    adjustments.map((adjustment) => adjustment.productId),
  );
  const note: MovementNote = { reference: scope.id, employeeId };
  let net = 0;
  for (let start = 0; start < adjustments.length; start += APPLY_BATCH) {
    net += await applyBatch(trx, scope, adjustments.slice(start, start + APPLY_BATCH), note);
    await nextTurn();
  }
  return net;
}

/**
 * One batch of adjustments, every one a different lot: its lots read at once, each difference applied to
 * its lot as it is now (never below zero), the shortages taken in one statement (`takeStockBatch`), the
 * surpluses added in another (`addStockBatch`: into the lot, or a new one at the warehouse's average
 * cost), and what each line got recorded in one. Answers the batch's net value in cents.
 */
async function applyBatch(
  trx: StockTransaction,
  scope: repo.Scope,
  batch: ReadonlyArray<Adjustment>,
  note: MovementNote,
): Promise<number> {
  const productIds = [...new Set(batch.map((a) => a.productId))];
  const lotOf = async () =>
    new Map(
      (await repo.warehouseLots(trx, scope.warehouse_id, productIds)).map((lot) => [
        `${lot.product_id}|${lot.lot_key}`,
        { ...lot, warehouse_id: scope.warehouse_id },
      ]),
    );
  const lots = await lotOf();
  const planned = batch.map((adjustment) => {
    const lot = lots.get(`${adjustment.productId}|${adjustment.lotKey}`);
    return { adjustment, lot, applied: Math.max(-Number(lot?.quantity ?? 0), adjustment.difference) };
  });
  const outs = planned.filter((p) => p.applied < 0 && p.lot);
  const ins = planned.filter((p) => p.applied > 0);
  const outValues = await takeStockBatch(
    trx,
    "ADJUSTMENT_OUT",
    outs.map((p) => ({ lot: p.lot as NonNullable<typeof p.lot>, quantity: -p.applied, note })),
  );
  const costs = await averageUnitCosts(trx, [...new Set(ins.map((p) => p.adjustment.productId))], scope.warehouse_id);
  const inValues = await addStockBatch(
    trx,
    "ADJUSTMENT_IN",
    ins.map(({ adjustment, lot, applied }) => ({
      place: {
        product_id: adjustment.productId,
        warehouse_id: scope.warehouse_id,
        lot_number: adjustment.lotNumber,
        unit: lot?.unit ?? adjustment.unit,
        cost_cents: Math.round(costs.get(adjustment.productId) ?? 0),
        expiration_date: null,
      },
      quantity: applied,
      note,
    })),
  );
  const values = new Map<Adjustment, number>();
  for (const [i, p] of outs.entries()) values.set(p.adjustment, -(outValues[i] ?? 0));
  for (const [i, p] of ins.entries()) values.set(p.adjustment, inValues[i] ?? 0);
  // The lots a surplus created have ids now.
  const after = ins.some((p) => !p.lot) ? await lotOf() : lots;
  await repo.recordAdjustments(
    trx,
    planned.map(({ adjustment, applied }) => ({
      id: adjustment.lineId,
      adjusted: applied,
      adjusted_value_cents: values.get(adjustment) ?? 0,
      lot_id: after.get(`${adjustment.productId}|${adjustment.lotKey}`)?.id,
    })),
  );
  return [...values.values()].reduce((sum, value) => sum + value, 0);
}
