import { setImmediate as nextTurn } from "node:timers/promises";
import type { ImportErrorItem } from "@inventario/shared/import-api";
import { countUploadColumns, type StockCountUpload, stockCountMessages } from "@inventario/shared/stock-counts";
import type { Db } from "../../db/connection";
import { lockProducts } from "../../db/locks";
import { AppError } from "../../errors";
import { SpreadsheetError } from "../../lib/spreadsheet/read";
import { ErrorList, type ImportFile, MAX_LISTED_ERRORS, readColumnsFile } from "../imports/import-check";
import { rowValues } from "../imports/import-rows";
import { type EntryRefusal, recordEntries, resolveEntries } from "./count-entries";
import type * as repo from "./stock-counts.repository";

/** Rows resolved (and then recorded) per statement batch. */
const BATCH = 500;

/** One counted row of the sheet: its row number as the spreadsheet shows it and the entry it makes. */
type SheetEntry = {
  row: number;
  sku: string;
  /** Left out when the cell is empty (the lot without a number, or the product's one lot). */
  lot_number: string | undefined;
  quantity: number;
  cells: { sku: string; lot_number: string };
};

/** The file as a spreadsheet with the sheet's columns, or 400 when it is not one. */
async function readSheet(bytes: Buffer): Promise<ImportFile> {
  try {
    return await readColumnsFile(bytes, countUploadColumns);
  } catch (error) {
    if (error instanceof SpreadsheetError)
      throw new AppError(400, "VALIDATION", error.message, { file: error.message });
    throw error;
  }
}

const headerOf = (file: ImportFile, field: string) =>
  ("error" in file.header ? undefined : file.header.columns.find(({ column }) => column.field === field)?.header) ??
  field;

/**
 * Every counted row of the sheet, and every error of its cells: unreadable values, a quantity without a
 * code, a negative quantity, a product and lot twice. A row with nothing in 'Contado' is skipped.
 */
function sheetEntries(file: ImportFile, errors: ErrorList): SheetEntry[] {
  if ("error" in file.header) {
    errors.add({ row: file.header.row, column: "", value: "", message: file.header.error });
    return [];
  }
  const columns = {
    sku: headerOf(file, "sku"),
    lot: headerOf(file, "lot_number"),
    quantity: headerOf(file, "quantity"),
  };
  const entries: SheetEntry[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of file.rows) {
    const read = rowValues(row, file.header, file.decimalComma);
    errors.add(...read.errors);
    const sku = typeof read.values.sku === "string" ? read.values.sku.trim().toUpperCase() : null;
    const lot = typeof read.values.lot_number === "string" ? read.values.lot_number.trim().toUpperCase() || null : null;
    const quantity = read.values.quantity;
    if (read.errors.length > 0 || quantity === null || quantity === undefined) continue;
    const shown = { sku: sku ?? "", lot_number: lot ?? "" };
    if (!sku) {
      errors.add({ row: row.number, column: columns.sku, value: "", message: stockCountMessages.skuMissing });
      continue;
    }
    if (typeof quantity !== "number" || quantity < 0) {
      errors.add({
        row: row.number,
        column: columns.quantity,
        value: String(quantity),
        message: stockCountMessages.quantityInvalid,
      });
      continue;
    }
    const key = `${sku}\u0000${lot ?? ""}`;
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      errors.add({ row: row.number, column: columns.sku, value: sku, message: stockCountMessages.rowRepeated(first) });
      continue;
    }
    firstRowOf.set(key, row.number);
    entries.push({ row: row.number, sku, lot_number: lot ?? undefined, quantity, cells: shown });
  }
  return entries;
}

/** The refusals of a batch as the file's errors: on 'Código' or on 'Lote'. */
const refusalErrors = (file: ImportFile, batch: SheetEntry[], refusals: EntryRefusal[]): ImportErrorItem[] =>
  refusals.map(({ index, on, message }) => {
    const entry = batch[index] as SheetEntry;
    return on === "lot_number"
      ? { row: entry.row, column: headerOf(file, "lot_number"), value: entry.cells.lot_number, message }
      : { row: entry.row, column: headerOf(file, "sku"), value: entry.cells.sku, message };
  });

/**
 * Checks an uploaded count sheet against the count: every error at once (the cells, then each row's
 * product and lot as an entry would resolve them), a batch at a time, yielding the event loop between
 * batches. Writes nothing. `allErrors` keeps every error (the errors file); otherwise the first
 * MAX_LISTED_ERRORS are listed and all counted.
 */
export async function checkSheet(db: Db, scope: repo.Scope, bytes: Buffer, { allErrors = false } = {}) {
  const file = await readSheet(bytes);
  const errors = new ErrorList(allErrors ? Number.POSITIVE_INFINITY : MAX_LISTED_ERRORS);
  const entries = sheetEntries(file, errors);
  let refused = 0;
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH);
    const { refusals } = await resolveEntries(db, scope, batch, "unnumbered");
    errors.add(...refusalErrors(file, batch, refusals));
    refused += refusals.length;
    await nextTurn();
  }
  const answer: StockCountUpload = {
    rows: file.rows.length,
    // The rows whose count would be recorded: a row refused for its product or lot is not one.
    counted: entries.length - refused,
    errors: errors.listed,
    errors_total: errors.total,
    ignored_columns: "error" in file.header ? [] : file.header.ignored,
    recorded: false,
  };
  return { answer, entries };
}

/** A sheet with errors: nothing recorded (422 with every error). */
export class SheetRefused extends Error {
  constructor(readonly answer: StockCountUpload) {
    super(stockCountMessages.fileHasErrors(answer.errors_total));
  }
}

/**
 * Records a checked sheet's rows as the uploader's entries (a transaction body; the count locked as
 * OPEN by the caller): each row sets the uploader's own count of its line, so uploading the same sheet
 * twice counts nothing twice. Every product of the sheet is locked first, in id order, so its batches
 * never wait for another writer in the opposite order.
 */
export async function recordSheet(trx: Db, scope: repo.Scope, entries: SheetEntry[], employeeId: string) {
  const all = entries.map((entry) => ({ sku: entry.sku, lot_number: entry.lot_number, product_id: null }));
  const productIds: string[] = [];
  for (let start = 0; start < all.length; start += BATCH) {
    const { resolved } = await resolveEntries(trx, scope, all.slice(start, start + BATCH), "unnumbered");
    for (const entry of resolved) if (entry) productIds.push(entry.productId);
  }
  await lockProducts(trx, productIds);
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH).map((entry) => ({
      product_id: null,
      sku: entry.sku,
      lot_number: entry.lot_number,
      quantity: entry.quantity,
      mode: "set" as const,
    }));
    await recordEntries(trx, scope, batch, employeeId, "unnumbered");
  }
}
