import { setImmediate as nextTurn } from "node:timers/promises";
import type { UncountedChoice } from "@inventario/shared/stock-counts";
import { lockProducts } from "../../db/locks";
import type { StockTransaction } from "../idempotency/idempotent-transaction";
import { addStock, averageUnitCosts, type MovementNote, takeStock } from "../inventory/stock-ledger";
import * as repo from "./stock-counts.repository";

const keyOf = (line: { product_id: string; lot_key: string } | undefined) =>
  line && { product_id: line.product_id, lot_key: line.lot_key };

/** Rows apply reads per statement, and writes between two turns of the event loop. */
const BATCH = 200;

type Adjustment = {
  lineId: string;
  productId: string;
  lotId: string | null;
  lotNumber: string | null;
  lotKey: string;
  unit: string;
  /** Counted − book when counted (the shelf's difference); −current for a lot put to zero. */
  difference: number;
};

/**
 * Every difference of the count, and with `zero` every lot in scope that held stock when the review
 * began and nobody counted (its difference: minus its book quantity then).
 */
async function adjustmentsOf(trx: StockTransaction, scope: repo.Scope, uncounted: UncountedChoice) {
  const adjustments: Adjustment[] = [];
  for (let after: repo.SheetKey | undefined; ; ) {
    const lines = await repo.countedLinesAfter(trx, scope.id, after, BATCH);
    for (const line of lines) {
      const difference = Number(line.counted) - Number(line.book_quantity);
      if (difference !== 0)
        adjustments.push({
          lineId: line.id,
          productId: line.product_id,
          lotId: line.lot_id,
          lotNumber: line.lot_number,
          lotKey: line.lot_key,
          unit: line.unit,
          difference,
        });
    }
    if (lines.length < BATCH) break;
    after = keyOf(lines.at(-1));
  }
  if (uncounted === "zero") {
    // The lots nobody counted have lines since the review began, their book quantity then.
    for (let after: repo.SheetKey | undefined; ; ) {
      const lines = await repo.uncountedLinesAfter(trx, scope.id, after, BATCH);
      for (const line of lines)
        if (Number(line.book_quantity) > 0)
          adjustments.push({
            lineId: line.id,
            productId: line.product_id,
            lotId: line.lot_id,
            lotNumber: line.lot_number,
            lotKey: line.lot_key,
            unit: line.unit,
            difference: -Number(line.book_quantity),
          });
      if (lines.length < BATCH) break;
      after = keyOf(lines.at(-1));
    }
  }
  return adjustments;
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
  uncounted: UncountedChoice,
  employeeId: string,
): Promise<number> {
  const adjustments = await adjustmentsOf(trx, scope, uncounted);
  await lockProducts(
    trx,
    adjustments.map((adjustment) => adjustment.productId),
  );
  const note: MovementNote = { reference: scope.id, employeeId };
  let net = 0;
  for (let start = 0; start < adjustments.length; start += BATCH) {
    const batch = adjustments.slice(start, start + BATCH);
    const lots = new Map(
      (await repo.warehouseLots(trx, scope.warehouse_id, [...new Set(batch.map((a) => a.productId))])).map((lot) => [
        `${lot.product_id}|${lot.lot_key}`,
        { ...lot, warehouse_id: scope.warehouse_id },
      ]),
    );
    for (const adjustment of batch) {
      const lot = lots.get(`${adjustment.productId}|${adjustment.lotKey}`);
      const current = Number(lot?.quantity ?? 0);
      const applied = Math.max(-current, adjustment.difference);
      let value = 0;
      let lotId = lot?.id;
      if (applied > 0 && lot) value = await addStock(trx, "ADJUSTMENT_IN", { lot }, applied, note);
      else if (applied > 0) {
        value = await addStock(trx, "ADJUSTMENT_IN", await newLotPlace(trx, scope, adjustment), applied, note);
        lotId = (await repo.warehouseLots(trx, scope.warehouse_id, [adjustment.productId])).find(
          (candidate) => candidate.lot_key === adjustment.lotKey,
        )?.id;
      } else if (applied < 0 && lot) value = -(await takeStock(trx, lot, "ADJUSTMENT_OUT", -applied, note));
      net += value;
      await repo.recordAdjustment(trx, adjustment.lineId, {
        adjusted: applied,
        adjusted_value_cents: value,
        ...(lotId ? { lot_id: lotId } : {}),
      });
    }
    await nextTurn();
  }
  await repo.recordMatches(trx, scope.id);
  return net;
}

/** Where a counted lot the book does not know is created: at the product's average cost, no expiry. */
async function newLotPlace(trx: StockTransaction, scope: repo.Scope, adjustment: Adjustment) {
  const pair = { product_id: adjustment.productId, warehouse_id: scope.warehouse_id };
  const cost = (await averageUnitCosts(trx, [pair.product_id], pair.warehouse_id)).get(pair.product_id) ?? 0;
  return {
    place: {
      ...pair,
      lot_number: adjustment.lotNumber,
      unit: adjustment.unit,
      cost_cents: Math.round(cost),
      expiration_date: null,
    },
  };
}
