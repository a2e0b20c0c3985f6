import { stringify } from "csv-stringify/sync";
import { calendarDate, dayMonthYear } from "../../lib/export/cells";
import { csvCell } from "../../lib/export/csv";
import type { Cell } from "../../lib/spreadsheet/read";
import type { ErrorsSheetWriter } from "./import-errors-file";
import { errorsFileTexts } from "./import-template-texts";

/**
 * The errors file of a CSV upload, in the dialect it was read in (`;` with a decimal comma, as the export
 * and Excel in es-CO write it, or `,`), with a byte-order mark so that Excel reads its accents as UTF-8.
 * Each value is written as the file had it, except that text a spreadsheet would take for a formula
 * (`=cmd|…`) goes through the export's guard and comes out as text. A row number the reader skipped (a
 * wholly empty line) is written as an empty line, so every row keeps the number the check's answer gives.
 */

/** A number as people type it, with a sign: a spreadsheet reads it as that number, never as a formula. */
const SIGNED_NUMBER = /^[+-]?[\d.,\s]*\d[\d.,\s]*$/;

function text(cell: Cell | undefined, decimalComma: boolean): string {
  if (cell === undefined) return "";
  switch (cell.kind) {
    case "text":
      return SIGNED_NUMBER.test(cell.text) ? cell.text : csvCell("text", cell.text);
    case "number":
      return decimalComma ? cell.text.replace(".", ",") : cell.text;
    case "date":
      return dayMonthYear(calendarDate(cell.date));
    case "boolean":
      return cell.value ? "Sí" : "No";
    case "problem":
      // The reader keeps no text past MAX_CELL_CHARS: the row's Errores says why it is empty.
      return "";
  }
}

const BOM = "\uFEFF";

export function csvErrorsWriter(decimalComma: boolean): ErrorsSheetWriter {
  const options = { delimiter: decimalComma ? ";" : ",", record_delimiter: "windows" } as const;
  const parts: Buffer[] = [Buffer.from(BOM, "utf8")];
  let pending: string[][] = [];
  let errorsAt = 0;
  /** The number the next record gets when the file is read again. */
  let next = 1;

  const add = (number: number, cells: Array<Cell | undefined>, errors: string | null) => {
    for (; next < number; next++) pending.push([]);
    const record = cells.map((cell) => text(cell, decimalComma));
    while (record.length < errorsAt) record.push("");
    record[errorsAt] = errors === null ? "" : csvCell("text", errors);
    pending.push(record);
    next = number + 1;
  };

  const flush = () => {
    if (pending.length === 0) return;
    parts.push(Buffer.from(stringify(pending, options), "utf8"));
    pending = [];
  };

  return {
    header(number, cells, errors) {
      errorsAt = cells.length;
      add(number, cells, errors === null ? errorsFileTexts.column : errorsFileTexts.headerWithErrors(errors));
    },
    row(number, cells, errors) {
      add(number, cells, errors);
    },
    async flush() {
      flush();
    },
    async end() {
      flush();
      return Buffer.concat(parts);
    },
  };
}
