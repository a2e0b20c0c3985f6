import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { calendarDate } from "../../lib/export/cells";
import type { Cell } from "../../lib/spreadsheet/read";
import type { ErrorsSheetWriter } from "./import-errors-file";
import { errorsFileTexts, templateTexts } from "./import-template-texts";

/**
 * The errors file of an .xlsx upload: its first sheet written again, every row at the number it had
 * (so "fila 7" of the check's answer is row 7 here too), every cell as the reader gave it (text stays
 * text, formatted as text so that an edit keeps "0012"; numbers stay numbers; dates are dates), plus the
 * 'Errores' column, highlighted on the rows that have errors. exceljs's streaming writer commits each
 * row as it goes, so only the output and the rows in hand are held.
 */
const TEXT: Partial<ExcelJS.Style> = { numFmt: "@" };
const DATE: Partial<ExcelJS.Style> = { numFmt: "dd/mm/yyyy" };
const PLAIN: Partial<ExcelJS.Style> = {};
const BOLD: Partial<ExcelJS.Style> = { font: { bold: true }, numFmt: "@" };
// Excel's own "light red fill with dark red text".
const FLAGGED_FONT = { color: { argb: "FF9C0006" } };
const FLAGGED_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFC7CE" } };
const FLAGGED: Partial<ExcelJS.Style> = { numFmt: "@", font: FLAGGED_FONT, fill: FLAGGED_FILL };
const FLAGGED_HEADER: Partial<ExcelJS.Style> = {
  numFmt: "@",
  font: { ...FLAGGED_FONT, bold: true },
  fill: FLAGGED_FILL,
};

const ERRORS_WIDTH = 80;

function typed(cell: Cell | undefined): { value: ExcelJS.CellValue; style: Partial<ExcelJS.Style> } {
  if (cell === undefined) return { value: null, style: PLAIN };
  switch (cell.kind) {
    case "text":
      return { value: cell.text, style: TEXT };
    case "number":
      return { value: cell.value, style: PLAIN };
    case "date":
      return { value: calendarDate(cell.date), style: DATE };
    case "boolean":
      return { value: cell.value, style: PLAIN };
    case "problem":
      // The reader keeps no text past MAX_CELL_CHARS nor a formula's error: the row's Errores says why.
      return { value: null, style: PLAIN };
  }
}

export function xlsxErrorsWriter(): ErrorsSheetWriter {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on("end", resolve);
    out.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  let sheet: ExcelJS.Worksheet | null = null;
  /** The Errores column's index: right after the header's last cell. */
  let errorsAt = 0;

  const write = (number: number, cells: Array<Cell | undefined>, errors: string | null, header: boolean) => {
    if (!sheet) throw new Error("errors file: a row before the header");
    const row = sheet.getRow(number);
    cells.forEach((cell, i) => {
      if (cell === undefined) return;
      const { value, style } = typed(cell);
      const target = row.getCell(i + 1);
      target.value = value;
      target.style = header ? { ...style, font: { bold: true } } : style;
    });
    const last = row.getCell(errorsAt + 1);
    if (errors !== null) {
      last.value = errors;
      last.style = header ? FLAGGED_HEADER : FLAGGED;
    } else if (header) {
      last.value = errorsFileTexts.column;
      last.style = BOLD;
    }
    row.commit();
  };

  return {
    header(number, cells, errors) {
      errorsAt = cells.length;
      sheet = workbook.addWorksheet(templateTexts.dataSheet, { views: [{ state: "frozen", ySplit: number }] });
      sheet.columns = [
        ...cells.map((cell) => ({
          width: Math.min(40, Math.max(10, (cell?.kind === "text" ? cell.text.length : 0) + 2)),
        })),
        { width: ERRORS_WIDTH },
      ];
      write(number, cells, errors === null ? null : errorsFileTexts.headerWithErrors(errors), true);
    },
    row(number, cells, errors) {
      write(number, cells, errors, false);
    },
    // Nothing to wait for: the output is taken as it comes, and the zip keeps up between slices (100,000
    // rows of 6 columns grew the heap by ~50 MB with or without the export's wait for the zip's room).
    async flush() {},
    async end() {
      sheet?.commit();
      await workbook.commit();
      await finished;
      return Buffer.concat(chunks);
    },
  };
}
