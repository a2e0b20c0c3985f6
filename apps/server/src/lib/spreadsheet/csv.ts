import { MAX_CELL_CHARS } from "@inventario/shared/imports";
import type { Cell, SheetRow } from "./cells";

/**
 * A CSV file's records as sheet rows (docs/decisions/0025-imports.md). Two dialects: the export's
 * (`;` between fields, decimal comma: what Excel in es-CO writes) and the `,` one with a decimal point;
 * the header line says which, by the separator it holds more of outside quotes. Quotes as RFC 4180
 * (a field in double quotes may hold separators, line breaks and doubled quotes). A record is one row,
 * numbered as a spreadsheet shows it (the header is row 1). Every cell is text: the column decides what
 * it means, with the dialect's decimal separator.
 */
export type CsvDialect = { separator: ";" | ","; decimalComma: boolean };

/** Characters parsed per turn of the event loop. */
const SLICE_CHARS = 256 * 1024;

export function csvDialect(text: string): CsvDialect {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  let fieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const atStart = fieldStart;
    fieldStart = false;
    if (char === '"' && (quoted || atStart)) quoted = !quoted;
    else if (quoted) continue;
    else if (char === "\n" || char === "\r") break;
    else if (char === ";") {
      semicolons++;
      fieldStart = true;
    } else if (char === ",") {
      commas++;
      fieldStart = true;
    }
  }
  return commas > semicolons ? { separator: ",", decimalComma: false } : { separator: ";", decimalComma: true };
}

export async function* csvRows(text: string, { separator }: CsvDialect): AsyncGenerator<SheetRow[]> {
  let cells: Array<Cell | undefined> = [];
  let field = "";
  let tooLong = false;
  let quoted = false;
  /** Just closed a quoted part: a quote now is an escaped one. */
  let afterQuote = false;
  let number = 0;
  let ready: SheetRow[] = [];

  const endField = () => {
    if (tooLong) cells.push({ kind: "problem", problem: "tooLong" });
    else cells.push(field.trim() === "" ? undefined : { kind: "text", text: field });
    field = "";
    tooLong = false;
  };
  const endRecord = () => {
    endField();
    number++;
    if (cells.some((cell) => cell !== undefined)) ready.push({ number, cells });
    cells = [];
  };
  const add = (char: string) => {
    if (tooLong) return;
    field += char;
    if (field.length > MAX_CELL_CHARS) {
      tooLong = true;
      field = "";
    }
  };

  for (let start = 0; start < text.length; start += SLICE_CHARS) {
    const end = Math.min(text.length, start + SLICE_CHARS);
    for (let i = start; i < end; i++) {
      const char = text[i] as string;
      if (quoted) {
        if (char === '"') {
          quoted = false;
          afterQuote = true;
        } else add(char);
        continue;
      }
      if (char === '"' && (afterQuote || (field === "" && !tooLong))) {
        // A doubled quote inside a quoted field, or a field that starts quoted. A quote inside an
        // unquoted field is a character (1/2" in a hardware catalogue), not the start of a quoted part.
        if (afterQuote) add('"');
        quoted = true;
        afterQuote = false;
        continue;
      }
      afterQuote = false;
      if (char === separator) endField();
      else if (char === "\n") endRecord();
      else if (char === "\r") {
        if (text[i + 1] !== "\n") endRecord();
      } else add(char);
    }
    if (ready.length > 0) {
      yield ready;
      ready = [];
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (field !== "" || tooLong || cells.length > 0) endRecord();
  if (ready.length > 0) yield ready;
}
