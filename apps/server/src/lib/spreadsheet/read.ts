import type { SheetRow } from "./cells";
import { csvDialect, csvRows } from "./csv";
import { SpreadsheetError } from "./spreadsheet-error";
import { xlsxRows } from "./xlsx";

export type { Cell, SheetRow } from "./cells";
export { SpreadsheetError } from "./spreadsheet-error";

/**
 * An uploaded file's rows, whatever it is (docs/decisions/0025-imports.md): a zip is read as .xlsx, UTF-8
 * text as CSV (a byte-order mark dropped), anything else refused. `decimalComma` says how the file writes
 * decimals in text cells (an .xlsx's numbers are numbers; its text cells follow the es-CO habit).
 */
export type SpreadsheetFile = { format: "xlsx" | "csv"; decimalComma: boolean; rows: AsyncGenerator<SheetRow[]> };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function readSpreadsheet(file: Buffer): SpreadsheetFile {
  if (file.subarray(0, 4).equals(ZIP_MAGIC)) return { format: "xlsx", decimalComma: true, rows: xlsxRows(file) };
  const body = file.subarray(0, 3).equals(UTF8_BOM) ? file.subarray(3) : file;
  if (body.includes(0)) throw new SpreadsheetError("notSpreadsheet");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    throw new SpreadsheetError("notUtf8");
  }
  const dialect = csvDialect(text);
  return { format: "csv", decimalComma: dialect.decimalComma, rows: csvRows(text, dialect) };
}
