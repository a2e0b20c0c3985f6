import type { UncountedChoice } from "@inventario/shared/stock-counts";
import { lockProducts } from "../../db/locks";
import { newId } from "../../lib/ids";
import type { StockTransaction } from "../idempotency/idempotent-transaction";
import { addStock, averageUnitCosts, type MovementNote, takeStock } from "../inventory/stock-ledger";
import * as repo from "./stock-counts.repository";

/** Rows apply reads per statement. */
const BATCH = 1_000;

type Adjustment = {
  lineId: string | undefined;
  productId: string;
  lotId: string | null;
  lotNumber: string | null;
  lotKey: string;
  unit: string;
  /** Counted − book when counted (the shelf's difference); −current for a lot put to zero. */
  difference: number;
};

/** Every difference of the count, and with `zero` every uncounted lot in scope holding stock. */
async function adjustmentsOf(trx: StockTransaction, scope: repo.Scope, uncounted: UncountedChoice) {
  const adjustments: Adjustment[] = [];
  for (let after = ""; ; ) {
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
    after = lines.at(-1)?.id ?? "";
  }
  if (uncounted === "zero") {
    for (let after: repo.SheetKey | undefined; ; ) {
      const lots = await repo.uncountedLotsAfter(trx, scope, after, BATCH);
      for (const lot of lots)
        adjustments.push({
          lineId: lot.line_id ?? undefined,
          productId: lot.product_id,
          lotId: lot.id,
          lotNumber: lot.lot_number,
          lotKey: lot.lot_key,
          unit: lot.unit,
          difference: -Number(lot.quantity),
        });
      if (lots.length < BATCH) break;
      const last = lots.at(-1);
      after = last && { product_id: last.product_id, lot_key: last.lot_key };
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
 * created. Answers the adjustment's net value in cents.
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
  const costs = await averageUnitCosts(
    trx,
    [...new Set(adjustments.map((a) => a.productId))].map((product_id) => ({
      product_id,
      warehouse_id: scope.warehouse_id,
    })),
  );
  let net = 0;
  for (const adjustment of adjustments) {
    const lots = await repo.warehouseLots(trx, scope.warehouse_id, [adjustment.productId]);
    const lot = lots.find((candidate) => candidate.lot_key === adjustment.lotKey);
    const current = Number(lot?.quantity ?? 0);
    const applied = Math.max(-current, adjustment.difference);
    let value = 0;
    let lotId = lot?.id;
    if (applied > 0 && lot) {
      value = await addStock(
        trx,
        "ADJUSTMENT_IN",
        { lot: { ...lot, warehouse_id: scope.warehouse_id } },
        applied,
        note,
      );
    } else if (applied > 0) {
      value = await addStock(
        trx,
        "ADJUSTMENT_IN",
        {
          place: {
            product_id: adjustment.productId,
            warehouse_id: scope.warehouse_id,
            lot_number: adjustment.lotNumber,
            unit: adjustment.unit,
            cost_cents: Math.round(costs.get(`${adjustment.productId}|${scope.warehouse_id}`) ?? 0),
            expiration_date: null,
          },
        },
        applied,
        note,
      );
      lotId = (await repo.warehouseLots(trx, scope.warehouse_id, [adjustment.productId])).find(
        (candidate) => candidate.lot_key === adjustment.lotKey,
      )?.id;
    } else if (applied < 0 && lot) {
      value = -(await takeStock(trx, { ...lot, warehouse_id: scope.warehouse_id }, "ADJUSTMENT_OUT", -applied, note));
    }
    net += value;
    const lineId = adjustment.lineId ?? (await evidenceLine(trx, scope.id, adjustment, lotId));
    await repo.recordAdjustment(trx, lineId, {
      adjusted: applied,
      adjusted_value_cents: value,
      ...(lotId ? { lot_id: lotId } : {}),
    });
  }
  await repo.recordMatches(trx, scope.id);
  return net;
}

/** The line an uncounted lot put to zero leaves as evidence (nobody counted it: counted stays null). */
async function evidenceLine(trx: StockTransaction, countId: string, adjustment: Adjustment, lotId: string | undefined) {
  const id = newId();
  await repo.ensureLine(trx, {
    id,
    count_id: countId,
    product_id: adjustment.productId,
    lot_id: lotId ?? null,
    lot_number: adjustment.lotNumber,
    lot_key: adjustment.lotKey,
    unit: adjustment.unit,
    counted: null,
    book_quantity: -adjustment.difference,
  });
  return id;
}
