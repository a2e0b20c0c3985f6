import { stockCountInputSchema } from "@inventario/shared/stock-counts";
import { businessToday } from "../../lib/business-date";
import type { StockTransaction } from "../../modules/idempotency/idempotent-transaction";
import { adjustmentsOf } from "../../modules/stock-counts/count-apply";
import { recordEntries } from "../../modules/stock-counts/count-entries";
import * as countsRepo from "../../modules/stock-counts/stock-counts.repository";
import { applyCount, openCount, reviewCount } from "../../modules/stock-counts/stock-counts.service";
import { demoOwnerAndStorekeeper } from "./demo-people";

/** Lots of the counted warehouse each count takes, and how far off the shelf was for a few of them. */
const COUNTED_LOTS = 6;
const DIFFERENCES = [-2, 0, 1, 0, -1, 0];

/**
 * Two physical counts (issue 33) of the first warehouse, written as staff would through the counts' own
 * transaction bodies: last month's, counted by the storekeeper, reviewed and applied by the admin
 * (ADJUSTMENT_IN / ADJUSTMENT_OUT movements 'Conteo CF-000001' for its differences, the lots nobody
 * counted left as they were); and today's blind count, open, its first lots counted.
 */
export async function seedDemoCounts(db: StockTransaction): Promise<void> {
  const staff = await demoOwnerAndStorekeeper(db);
  if (!staff?.warehouse) return;
  const { owner: approver, storekeeper: counter, warehouse } = staff;
  const lots = await db
    .selectFrom("lots as l")
    .innerJoin("products as p", "p.id", "l.product_id")
    .select(["p.sku", "l.lot_number", "l.quantity"])
    .where("l.warehouse_id", "=", warehouse.id)
    .where("l.quantity", ">", 2)
    .where("p.is_active", "=", 1)
    .orderBy("p.sku")
    .orderBy("l.lot_key")
    .limit(COUNTED_LOTS * 2)
    .execute();
  const open = (note: string, blind: boolean) =>
    openCount(db, stockCountInputSchema.parse({ warehouse_id: warehouse.id, blind, note }), approver.id);

  const lastMonth = await open("Conteo mensual de la bodega", false);
  const monthly = await countsRepo.lockCount(db, lastMonth, "update");
  if (!monthly) return;
  const counted = lots.slice(0, COUNTED_LOTS).map((lot, i) => ({
    product_id: null,
    sku: lot.sku,
    lot_number: lot.lot_number,
    quantity: Number(lot.quantity) + (DIFFERENCES[i] ?? 0),
    mode: "set" as const,
  }));
  await recordEntries(db, monthly, counted, counter.id);
  await reviewCount((work) => work(db), lastMonth);
  const reviewed = await countsRepo.lockCount(db, lastMonth, "update");
  if (reviewed)
    await applyCount(db, reviewed, "keep", await adjustmentsOf(db, reviewed, "keep", businessToday()), approver.id);

  const today = await open("Conteo a ciegas de la estantería A", true);
  const blind = await countsRepo.lockCount(db, today, "update");
  if (!blind) return;
  const scanned = lots.slice(COUNTED_LOTS, COUNTED_LOTS + 3).map((lot) => ({
    product_id: null,
    sku: lot.sku,
    lot_number: lot.lot_number,
    quantity: Math.max(1, Number(lot.quantity) - 1),
    mode: "add" as const,
  }));
  await recordEntries(db, blind, scanned, counter.id);
}
