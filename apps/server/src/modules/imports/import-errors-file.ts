import { setImmediate as nextTurn } from "node:timers/promises";
import { EXPORT_CONTENT_TYPES } from "@inventario/shared/export";
import type { ImportErrorItem } from "@inventario/shared/import-api";
import { MAX_IMPORT_ROWS } from "@inventario/shared/imports";
import type { FastifyReply } from "fastify";
import { type Cell, readSpreadsheet, SpreadsheetError } from "../../lib/spreadsheet/read";
import { csvErrorsWriter } from "./import-errors-csv";
import { xlsxErrorsWriter } from "./import-errors-xlsx";
import { errorsFileTexts } from "./import-template-texts";

/**
 * The errors file (docs/decisions/0025-imports.md): the uploaded file back with an 'Errores' column, so
 * that it can be fixed in Excel and uploaded again. An .xlsx gives an .xlsx, a CSV a CSV in its dialect.
 *
 * Every row read is written at its number, every cell as read; the 'Errores' column comes right after
 * the header's last cell and holds, on each row with errors, "Columna: mensaje" joined by "; ". Cells of
 * a data row past the header's last cell have no header, so the import ignores them: they move one
 * column right, past 'Errores', and keep their values.
 *
 * Errors of the header row (a key column missing, a column twice: the check's error on `row` = the
 * header's number, column "") go in the header's own 'Errores' cell, as "Errores: <mensajes>": a row
 * added above or below the header would become the header or a data row when the file is uploaded
 * again. An error naming a row the file does not have (none is expected) is written on a row added at
 * the end, "Fila N: …", so that none is lost.
 *
 * Rows are written a slice at a time with a turn of the event loop between slices, as the export's
 * writers do; the reader's rows are not gathered, only the output is held.
 */
export type ErrorsFile = { bytes: Buffer; extension: "xlsx" | "csv"; contentType: string };

/** What each format's writer does with the rows it is handed, in order. */
export type ErrorsSheetWriter = {
  /** The header row: its cells up to its last one (the 'Errores' column comes next) and its errors, or null. */
  header(number: number, cells: Array<Cell | undefined>, errors: string | null): void;
  /** A data row: its cells with the 'Errores' column's place left empty, and its errors, or null. */
  row(number: number, cells: Array<Cell | undefined>, errors: string | null): void;
  /** After each slice of rows, before the event loop gets a turn. */
  flush(): Promise<void>;
  end(): Promise<Buffer>;
};

/** Rows written between two turns of the event loop (the CSV export's slice). */
export const ERRORS_FILE_SLICE_ROWS = 250;

export async function buildErrorsFile(file: Buffer, errors: ImportErrorItem[]): Promise<ErrorsFile> {
  const sheet = readSpreadsheet(file);
  const messages = messagesByRow(errors);
  const writer = sheet.format === "xlsx" ? xlsxErrorsWriter() : csvErrorsWriter(sheet.decimalComma);
  /** The header's width (where 'Errores' goes); null until the header is read. */
  let width: number | null = null;
  let dataRows = 0;
  let lastNumber = 0;
  let inSlice = 0;
  for await (const batch of sheet.rows)
    for (const row of batch) {
      lastNumber = row.number;
      if (width === null) {
        width = lastFilled(row.cells) + 1;
        writer.header(row.number, row.cells.slice(0, width), takeUpTo(messages, row.number));
      } else {
        if (++dataRows > MAX_IMPORT_ROWS) throw new SpreadsheetError("tooManyRows");
        writer.row(row.number, besideErrors(row.cells, width), take(messages, row.number));
      }
      if (++inSlice === ERRORS_FILE_SLICE_ROWS) {
        inSlice = 0;
        await writer.flush();
        await nextTurn();
      }
    }
  if (width === null) throw new SpreadsheetError("empty");
  for (const [row, list] of [...messages].sort(([a], [b]) => a - b))
    writer.row(++lastNumber, [], errorsFileTexts.otherRow(row, list.join("; ")));
  const bytes = await writer.end();
  return sheet.format === "xlsx"
    ? { bytes, extension: "xlsx", contentType: EXPORT_CONTENT_TYPES.xlsx }
    : { bytes, extension: "csv", contentType: EXPORT_CONTENT_TYPES.csv };
}

/** Answers with the errors file, named after the uploaded one: "inventario-errores.xlsx". */
export function sendErrorsFile(reply: FastifyReply, file: ErrorsFile, uploadedName: string) {
  const stem = uploadedName.replace(/\.[^.]*$/, "").replace(/[^\p{L}\p{N} _.-]/gu, "_") || "archivo";
  return reply
    .header("content-type", file.contentType)
    .header(
      "content-disposition",
      `attachment; filename="errores.${file.extension}"; filename*=UTF-8''${encodeURIComponent(`${stem}-errores.${file.extension}`)}`,
    )
    .header("cache-control", "no-store")
    .send(file.bytes);
}

/** Each row's messages in the order given, "Columna: mensaje" (a header error has no column). */
function messagesByRow(errors: ImportErrorItem[]): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const error of errors) {
    const message = error.column === "" ? error.message : `${error.column}: ${error.message}`;
    const list = byRow.get(error.row);
    if (list) list.push(message);
    else byRow.set(error.row, [message]);
  }
  return byRow;
}

function take(messages: Map<number, string[]>, row: number): string | null {
  const list = messages.get(row);
  if (!list) return null;
  messages.delete(row);
  return list.join("; ");
}

/** The header's errors, with those of any row above it (there is none but empty ones). */
function takeUpTo(messages: Map<number, string[]>, row: number): string | null {
  const rows = [...messages.keys()].filter((number) => number <= row).sort((a, b) => a - b);
  const found = rows.map((number) => take(messages, number));
  return found.length === 0 ? null : found.join("; ");
}

function lastFilled(cells: Array<Cell | undefined>): number {
  for (let i = cells.length - 1; i >= 0; i--) if (cells[i] !== undefined) return i;
  return -1;
}

/** A data row's cells with the place at `width` left for 'Errores' (cells from there on move right). */
function besideErrors(cells: Array<Cell | undefined>, width: number): Array<Cell | undefined> {
  if (cells.length <= width) return cells;
  return [...cells.slice(0, width), undefined, ...cells.slice(width)];
}
