import { setImmediate as nextTurn } from "node:timers/promises";
import { MAX_QUANTITY } from "@inventario/shared/limits";
import type { stockCountEntryInputSchema } from "@inventario/shared/stock-counts";
import { type StockCountEntryInput, stockCountMessages } from "@inventario/shared/stock-counts";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { AppError } from "../../errors";
import { newId } from "../../lib/ids";
import { nowIso } from "../../lib/time";
import * as repo from "./stock-counts.repository";

type Entry = z.output<typeof stockCountEntryInputSchema>;
/** What names an entry's product and lot. */
type EntryIdentity = Pick<Entry, "product_id" | "sku" | "lot_number">;

export type { StockCountEntryInput };

/** The unit a lot the warehouse does not hold yet is counted in, when the product has no lot anywhere. */
const DEFAULT_UNIT = "unidad";
/**
 * Entries recorded between two turns of the event loop. An entry is five statements, each on the server's
 * thread on SQLite: 500 entries in one request held the loop 450–1,140 ms (small data set); other requests
 * are answered between turns (their reads on the read connection, their writes after this transaction,
 * decision 0025), as a count's apply does.
 */
const ENTRIES_PER_TURN = 50;

type Resolved = {
  productId: string;
  lotKey: string;
  lotNumber: string | null;
  lot: { id: string; quantity: number; unit: string } | undefined;
  unit: string;
};

/**
 * What an entry that names no lot counts when the product has several in the warehouse: refused ("ask",
 * the API: a scan must say which), or its lot without a number when it has one ("unnumbered": an
 * uploaded sheet's empty 'Lote' cell, as the exported sheet writes that lot).
 */
export type BlankLot = "ask" | "unnumbered";

/** Why an entry cannot be counted: on its product (id or SKU) or on its lot. */
export type EntryRefusal = { index: number; on: "product" | "lot_number"; message: string };

/**
 * Each entry's product and lot in the count's warehouse, and every refusal by its index: an unknown
 * product, one outside the scope, a product with several lots and no lot named (`blankLot`). A lot
 * named null is the product's lot without a number. An entry naming a lot the warehouse does not hold
 * counts a new lot (created when applied). `lock`: the products are locked first (id order), so the
 * lots' quantities read are the book at this instant, with no sale half-written (an entry's writes).
 */
export async function resolveEntries(
  trx: Db,
  scope: repo.Scope,
  entries: EntryIdentity[],
  blankLot: BlankLot = "ask",
  { lock = false } = {},
) {
  const ids = entries.flatMap((entry) => (entry.product_id ? [entry.product_id] : []));
  const skus = entries.flatMap((entry) => (!entry.product_id && entry.sku ? [entry.sku.toUpperCase()] : []));
  const products = await repo.productsOfEntries(trx, scope, ids, skus, lock);
  const byId = new Map(products.map((product) => [product.id, product]));
  const bySku = new Map(products.map((product) => [product.sku, product]));
  const productOf = (entry: EntryIdentity) =>
    entry.product_id ? byId.get(entry.product_id) : bySku.get((entry.sku ?? "").toUpperCase());
  const found = [...new Set(entries.flatMap((entry) => productOf(entry)?.id ?? []))];
  const lots = await repo.warehouseLots(trx, scope.warehouse_id, found);

  const refusals: EntryRefusal[] = [];
  const resolved = entries.map((entry, index): Resolved | undefined => {
    const product = productOf(entry);
    if (!product || Number(product.in_scope) !== 1) {
      const message = product ? stockCountMessages.outOfScope : stockCountMessages.productUnknown;
      refusals.push({ index, on: "product", message });
      return undefined;
    }
    const productLots = lots.filter((lot) => lot.product_id === product.id);
    const unnumbered = productLots.find((lot) => lot.lot_key === "");
    let lotKey: string;
    if (entry.lot_number !== undefined) lotKey = entry.lot_number ?? "";
    else if (productLots.length <= 1) lotKey = productLots[0]?.lot_key ?? "";
    else if (blankLot === "unnumbered" && unnumbered) lotKey = "";
    else {
      const numbers = productLots.map((lot) => lot.lot_number ?? "sin lote");
      refusals.push({ index, on: "lot_number", message: stockCountMessages.lotRequired(numbers) });
      return undefined;
    }
    const lot = productLots.find((candidate) => candidate.lot_key === lotKey);
    return {
      productId: product.id,
      lotKey,
      lotNumber: lotKey === "" ? null : lotKey,
      lot: lot && { id: lot.id, quantity: Number(lot.quantity), unit: lot.unit },
      unit: lot?.unit ?? (product.unit === null ? DEFAULT_UNIT : String(product.unit)),
    };
  });
  return { resolved, refusals };
}

/** An entry's refusals as a 400 under each one's field (`entries.3.sku`). */
function refusalError(entries: EntryIdentity[], refusals: EntryRefusal[]) {
  const fields: Record<string, string> = {};
  for (const { index, on, message } of refusals) {
    const field = on === "lot_number" ? "lot_number" : entries[index]?.product_id ? "product_id" : "sku";
    fields[`entries.${index}.${field}`] = message;
  }
  return new AppError(400, "VALIDATION", refusals[0]?.message ?? "", fields);
}

/** The count's line of an entry's lot under its lock, created when nobody counted the lot yet. */
async function lineOf(trx: Db, countId: string, entry: Resolved, employeeId: string) {
  const line = await repo.lockLine(trx, countId, entry.productId, entry.lotKey, employeeId);
  if (line) return line;
  const created = await repo.createLine(trx, {
    id: newId(),
    count_id: countId,
    product_id: entry.productId,
    lot_id: entry.lot?.id ?? null,
    lot_number: entry.lotNumber,
    lot_key: entry.lotKey,
    unit: entry.unit,
    counted: null,
  });
  if (created) return { ...created, own: null };
  const raced = await repo.lockLine(trx, countId, entry.productId, entry.lotKey, employeeId);
  if (!raced) throw new Error("a count line another entry created is not there");
  return raced;
}

/**
 * Records a batch of entries of one counter (a transaction body; the count locked as OPEN by the
 * caller). Every entry is kept with who and when and the lot's book quantity at that moment; the line
 * adds what the entry changes in the counter's own count ("add" adds to it, "set" replaces it), so
 * several counters' counts of a lot are summed. The products are locked first (id order), so the book
 * quantity a line's first entry records is the lot's at that instant, with no sale half-written.
 * Answers the keys of the lines touched.
 */
export async function recordEntries(
  trx: Db,
  scope: repo.Scope,
  entries: Entry[],
  employeeId: string,
  blankLot: BlankLot = "ask",
): Promise<repo.SheetKey[]> {
  const { resolved: found, refusals } = await resolveEntries(trx, scope, entries, blankLot, { lock: true });
  if (refusals.length > 0) throw refusalError(entries, refusals);
  const resolved = found as Resolved[];

  const fields: Record<string, string> = {};
  for (const [index, entry] of resolved.entries()) {
    if (index > 0 && index % ENTRIES_PER_TURN === 0) await nextTurn();
    const input = entries[index] as Entry;
    const at = nowIso();
    const line = await lineOf(trx, scope.id, entry, employeeId);
    const own = Number(line.own ?? 0);
    const ownAfter = input.mode === "add" ? own + input.quantity : input.quantity;
    const counted = Number(line.counted ?? 0) + ownAfter - own;
    if (ownAfter > MAX_QUANTITY || counted > MAX_QUANTITY) {
      fields[`entries.${index}.quantity`] = stockCountMessages.countTooLarge(MAX_QUANTITY);
      continue;
    }
    // The lot's quantity read under the products' locks: the book at this instant.
    const book = entry.lot?.quantity ?? 0;
    await repo.updateLine(trx, line.id, {
      counted,
      recount: 0,
      last_counted_at: at,
      // The round's first entry fixes the book quantity the difference is measured against.
      ...(line.counted === null ? { book_quantity: book, booked_at: at } : {}),
    });
    await repo.insertEntry(trx, {
      id: newId(),
      count_id: scope.id,
      line_id: line.id,
      employee_id: employeeId,
      round: line.round,
      mode: input.mode,
      quantity: input.quantity,
      employee_total: ownAfter,
      book_quantity: book,
      created_at: at,
    });
  }
  if (Object.keys(fields).length > 0) throw new AppError(400, "VALIDATION", Object.values(fields)[0] as string, fields);
  return resolved.map((entry) => ({ product_id: entry.productId, lot_key: entry.lotKey }));
}
