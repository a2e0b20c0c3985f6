import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { stringify } from "csv-stringify/sync";
import { calendarDate, dayMonthYear, dayMonthYearTime, wallClock } from "./cells";
import type { CellValue, Column, ColumnKind } from "./columns";

/**
 * CSV as es-CO Excel opens it with a double click (docs/decisions/0017-export.md): UTF-8 with a BOM (so
 * 'Peñalosa' is not read as Latin-1), `;` between fields (the comma is the decimal separator there),
 * decimal comma, dates dd/mm/aaaa (hh:mm for instants, in the business's time zone), CRLF, a header
 * row. Quoting is csv-stringify's.
 */
const decimal = (n: number) => String(n).replace(".", ",");

/**
 * A text starting with = + - @ (or a tab or carriage return) is a formula to a spreadsheet: one
 * exported from a product name could run when the file is opened. Such a text is written after an
 * apostrophe, as OWASP advises for CSV; the xlsx writer needs nothing, its text cells are never formulas.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const formatters: Record<ColumnKind, (value: string | number) => string> = {
  text: (value) => {
    const text = String(value);
    return FORMULA_START.test(text) ? `'${text}` : text;
  },
  integer: (value) => String(value),
  number: (value) => decimal(Number(value)),
  money: (value) => Number(value).toFixed(2).replace(".", ","),
  date: (value) => dayMonthYear(calendarDate(String(value))),
  datetime: (value) => dayMonthYearTime(wallClock(String(value))),
};

export const csvCell = (kind: ColumnKind, value: CellValue): string =>
  value === null || value === undefined || value === "" ? "" : formatters[kind](value);

const OPTIONS = { delimiter: ";", record_delimiter: "windows" } as const;

/**
 * Rows formatted between two turns of the event loop. A whole read batch (EXPORT_BATCH_ROWS, 1,000) held
 * the loop 44–56 ms at the large size on PostgreSQL, and a product page asked for meanwhile waited as
 * long (its p95 57–63 ms beside a CSV export, against 50 ms).
 */
export const CSV_SLICE_ROWS = 250;

/**
 * The file's text, a slice of rows at a time: the BOM and header first, then one string per slice (one
 * write to the socket per slice, not per row: written row by row, 20,000 rows took ten times longer).
 * After each slice the event loop gets a turn (`nextTurn`, docs/decisions/0022): a batch read ahead is
 * already there, and the socket often has room, so slices would otherwise follow each other in one
 * stretch of promise continuations while other requests waited (a 0.66 s stall measured).
 */
async function* text<Row>(columns: ReadonlyArray<Column<Row>>, batches: AsyncIterable<Row[]>) {
  yield `\uFEFF${stringify([columns.map((column) => column.header)], OPTIONS)}`;
  for await (const batch of batches) {
    for (let start = 0; start < batch.length; start += CSV_SLICE_ROWS) {
      const slice = batch.slice(start, start + CSV_SLICE_ROWS);
      yield stringify(
        slice.map((row) => columns.map((column) => csvCell(column.kind, column.value(row)))),
        OPTIONS,
      );
      await nextTurn();
    }
  }
}

/**
 * The CSV as a stream. Readable.from asks the generator for the next batch only when the response has
 * room, so a slow client slows the database reads; when the response is destroyed (the client went
 * away) Readable.from returns the generator, which returns the row source and so stops the reads.
 */
export function csvStream<Row>(columns: ReadonlyArray<Column<Row>>, batches: AsyncIterable<Row[]>): Readable {
  return Readable.from(text(columns, batches), { objectMode: false });
}
