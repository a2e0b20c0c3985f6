import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
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

async function* records<Row>(columns: ReadonlyArray<Column<Row>>, batches: AsyncIterable<Row[]>) {
  yield columns.map((column) => column.header);
  for await (const batch of batches) {
    for (const row of batch) yield columns.map((column) => csvCell(column.kind, column.value(row)));
  }
}

/**
 * The CSV as a stream. The rows are pulled through Readable.from, which asks the source for more
 * only when the stringifier wants input, and the stringifier only when the response has room: a slow
 * client slows the database reads. When the response is destroyed (the client went away) the pipeline
 * destroys the source, which returns the row generator and so stops the reads.
 */
export function csvStream<Row>(columns: ReadonlyArray<Column<Row>>, batches: AsyncIterable<Row[]>): Readable {
  const stringifier = stringify({ bom: true, delimiter: ";", record_delimiter: "windows" });
  // Errors reach the response through the stringifier, which the pipeline destroys with them.
  pipeline(Readable.from(records(columns, batches)), stringifier).catch(() => {});
  return stringifier;
}
