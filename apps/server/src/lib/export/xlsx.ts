import { PassThrough, type Readable, type Writable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import ExcelJS from "exceljs";
import { calendarDate, wallClock } from "./cells";
import type { CellValue, Column, ColumnKind } from "./columns";

/**
 * The xlsx as a stream, written by exceljs's streaming WorkbookWriter (docs/decisions/0017-export.md):
 * typed cells (numbers as numbers, dates as dates, money with the COP format), a bold and frozen header
 * row, columns sized from the first batch, every row committed as it is written so that only the
 * batch in hand is in memory.
 */
const NUMBER_FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined,
  integer: "#,##0",
  number: "General",
  money: '"$" #,##0.00',
  date: "dd/mm/yyyy",
  datetime: "dd/mm/yyyy hh:mm",
};

const xlsxCell = (kind: ColumnKind, value: CellValue): ExcelJS.CellValue => {
  if (value === null || value === undefined || value === "") return null;
  switch (kind) {
    case "text":
      return String(value);
    case "date":
      return calendarDate(String(value));
    case "datetime":
      return wallClock(String(value));
    default:
      return Number(value);
  }
};

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const FIXED_WIDTHS: Partial<Record<ColumnKind, number>> = { date: 12, datetime: 17 };

/** Wide enough for the header and the first batch's values (as the screen would show them). */
function widthOf<Row>(column: Column<Row>, sample: Row[]): number {
  let widest = FIXED_WIDTHS[column.kind] ?? 0;
  if (widest === 0) {
    for (const row of sample) {
      const value = column.value(row);
      if (value === null || value === undefined) continue;
      // Numbers gain thousands separators, money its sign and cents.
      const digits = String(value).length;
      const shown = column.kind === "text" ? digits : Math.ceil(digits * 1.35) + (column.kind === "money" ? 5 : 0);
      widest = Math.max(widest, shown);
    }
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, column.header.length, widest) + 2);
}

/**
 * Resolves once `stream` has room again, or `out` (the response's end of the pipe) is gone; at once when
 * it has room now. archiver's streams come from readable-stream 3, which has no writableNeedDrain: its
 * state says the same.
 */
function roomIn(stream: Writable, out: Writable): Promise<void> {
  const state = (stream as unknown as { _writableState?: { needDrain?: boolean } })._writableState;
  const full = stream.writableNeedDrain ?? state?.needDrain ?? false;
  if (!full || stream.destroyed || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      out.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
    out.on("close", done);
  });
}

/**
 * exceljs writes a committed row into the sheet's zip entry without waiting for it (its StreamBuf
 * ignores backpressure), so the writer waits here after each batch until the zip's input and the
 * response both have room: what is buffered stays about one batch, however slow the client.
 */
async function backpressure(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  const entry = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream;
  for (const pipe of entry?.pipes ?? []) await roomIn(pipe, out);
  await roomIn(out, out);
}

export function xlsxStream<Row>(
  sheetName: string,
  columns: ReadonlyArray<Column<Row>>,
  batches: AsyncIterable<Row[]>,
): Readable {
  const out = new PassThrough();
  let gone = false;
  out.on("close", () => {
    gone = true;
  });
  const rows = batches[Symbol.asyncIterator]();

  async function write() {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
    let next = await rows.next();
    const sample = next.done ? [] : next.value;
    sheet.columns = columns.map((column, i) => ({ key: `c${i}`, width: widthOf(column, sample) }));
    // One style object per column, given to each of its cells: exceljs knows a style object it has seen
    // (by identity) and skips rendering its XML again. A column's style is instead copied into a new
    // object for every cell, re-rendered each time: a quarter of a 1M-row export's time. A text column
    // gets one empty style object too: a cell's own empty style is new, so exceljs worked out its style
    // again for every text cell (the same sheet and styles, ~19% of the products export's time).
    const plain = {};
    const styles = columns.map((column) => {
      const numFmt = NUMBER_FORMATS[column.kind];
      return numFmt ? { numFmt } : plain;
    });
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    while (!next.done && !gone) {
      for (const row of next.value) {
        const line = sheet.addRow(columns.map((column) => xlsxCell(column.kind, column.value(row))));
        styles.forEach((style, i) => {
          line.getCell(i + 1).style = style;
        });
        line.commit();
      }
      await backpressure(sheet, out);
      // The event loop gets a turn between batches, as the CSV writer gives it (csv.ts).
      await nextTurn();
      if (!gone) next = await rows.next();
    }
    if (gone) {
      // The client went away: stop reading the database and drop the half-written archive.
      await rows.return?.();
      (workbook as unknown as { zip?: { abort(): void } }).zip?.abort();
      return;
    }
    sheet.commit();
    await workbook.commit();
  }

  write().catch(async (error: unknown) => {
    await rows.return?.().catch(() => {});
    out.destroy(error as Error);
  });
  return out;
}
