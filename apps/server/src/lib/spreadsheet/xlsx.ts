import { MAX_CELL_CHARS, MAX_IMPORT_ROWS } from "@inventario/shared/imports";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { type Cell, columnIndex, excelDay, isDateFormat, type SheetRow } from "./cells";
import { SpreadsheetError } from "./spreadsheet-error";
import { entryChunks, entryText, type ZipEntry, zipEntries } from "./zip";

/**
 * The first sheet of an .xlsx, row by row (docs/decisions/0025-imports.md). Only the parts that give
 * the cells their values are read: the workbook (which sheet is first, the date system), its
 * relationships (where that sheet is), the shared strings and the styles (which cells are dates).
 * Each part is inflated under a bound and parsed as it inflates; the sheet's rows are handed over a
 * chunk at a time, so a file of 100,000 rows is never held as objects.
 */

/**
 * What a part may inflate to. The sheet's bound holds 100,000 rows of the widest kind (a cell is ~45 bytes
 * of XML: `<c r="M100000" s="3" t="s"><v>123456</v></c>`; 13 columns make ~60 MB).
 */
const SHEET_MAX_BYTES = 128 * 1024 * 1024;
const SHARED_STRINGS_MAX_BYTES = 64 * 1024 * 1024;
const SMALL_PART_MAX_BYTES = 4 * 1024 * 1024;
/** Column XFD, the last a sheet has. */
const LAST_COLUMN = 16_383;

export async function* xlsxRows(file: Buffer): AsyncGenerator<SheetRow[]> {
  const entries = zipEntries(file);
  const workbookEntry = part(entries, "xl/workbook.xml");
  const workbook = parseWorkbook(await entryText(file, workbookEntry, SMALL_PART_MAX_BYTES));
  const relationships = await entryText(file, part(entries, "xl/_rels/workbook.xml.rels"), SMALL_PART_MAX_BYTES);
  const sheetPath = sheetTarget(relationships, workbook.firstSheetRelationship);
  const sheet = entries.get(sheetPath);
  if (!sheet) throw new SpreadsheetError("noSheet");
  const strings = entries.has("xl/sharedStrings.xml")
    ? await sharedStrings(file, part(entries, "xl/sharedStrings.xml"))
    : [];
  const dateStyles = entries.has("xl/styles.xml")
    ? parseDateStyles(await entryText(file, part(entries, "xl/styles.xml"), SMALL_PART_MAX_BYTES))
    : new Set<number>();
  yield* sheetRows(file, sheet, { strings, dateStyles, date1904: workbook.date1904 });
}

function part(entries: Map<string, ZipEntry>, name: string): ZipEntry {
  const entry = entries.get(name);
  if (!entry) throw new SpreadsheetError("brokenXlsx");
  return entry;
}

/** The parser used for every part: XML only, no entities beyond XML's five, names without prefix. */
function xmlParser() {
  return new SaxesParser({ xmlns: false, position: false });
}
const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** Feeds a part to a parser as it inflates; a malformed XML is a broken file. */
async function parsePart(file: Buffer, entry: ZipEntry, maxBytes: number, parser: SaxesParser) {
  const decoder = new TextDecoder("utf-8");
  try {
    for await (const chunk of entryChunks(file, entry, maxBytes)) parser.write(decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode()).close();
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError("brokenXlsx");
  }
}

function parseSmall(xml: string, onOpen: (tag: SaxesTagPlain) => void) {
  const parser = xmlParser();
  parser.on("opentag", onOpen);
  try {
    parser.write(xml).close();
  } catch {
    throw new SpreadsheetError("brokenXlsx");
  }
}

function parseWorkbook(xml: string) {
  let firstSheetRelationship: string | undefined;
  let date1904 = false;
  parseSmall(xml, (tag) => {
    const name = localName(tag.name);
    if (name === "sheet" && firstSheetRelationship === undefined) {
      const id = Object.entries(tag.attributes).find(([key]) => localName(key) === "id" && key.includes(":"));
      firstSheetRelationship = id?.[1];
    } else if (name === "workbookPr") {
      const flag = tag.attributes.date1904;
      date1904 = flag === "1" || flag === "true";
    }
  });
  if (firstSheetRelationship === undefined) throw new SpreadsheetError("noSheet");
  return { firstSheetRelationship, date1904 };
}

/** The sheet's path in the zip from the workbook's relationship (relative to xl/, or absolute). */
function sheetTarget(xml: string, relationship: string): string {
  let target: string | undefined;
  parseSmall(xml, (tag) => {
    if (localName(tag.name) === "Relationship" && tag.attributes.Id === relationship) target = tag.attributes.Target;
  });
  if (target === undefined) throw new SpreadsheetError("noSheet");
  return target.startsWith("/") ? target.slice(1) : `xl/${target}`;
}

/** The indexes of the cell formats (cellXfs) that show dates. */
function parseDateStyles(xml: string): Set<number> {
  const codes = new Map<number, string>();
  const dates = new Set<number>();
  let inCellFormats = false;
  let index = 0;
  const parser = xmlParser();
  parser.on("opentag", (tag) => {
    const name = localName(tag.name);
    if (name === "numFmt") codes.set(Number(tag.attributes.numFmtId), String(tag.attributes.formatCode ?? ""));
    else if (name === "cellXfs") inCellFormats = true;
    else if (name === "xf" && inCellFormats) {
      const id = Number(tag.attributes.numFmtId ?? 0);
      if (isDateFormat(id, codes.get(id))) dates.add(index);
      index++;
    }
  });
  parser.on("closetag", (tag) => {
    if (localName(tag.name) === "cellXfs") inCellFormats = false;
  });
  try {
    parser.write(xml).close();
  } catch {
    throw new SpreadsheetError("brokenXlsx");
  }
  return dates;
}

/** Distinct texts a workbook of MAX_IMPORT_ROWS rows of 20 columns can hold. */
const MAX_SHARED_STRINGS = MAX_IMPORT_ROWS * 20;

/** Text gathered from a run of text events, cut at one character past the cell bound. */
class BoundedText {
  value = "";
  tooLong = false;
  add(text: string) {
    if (this.tooLong) return;
    this.value += text;
    if (this.value.length > MAX_CELL_CHARS) {
      this.tooLong = true;
      this.value = "";
    }
  }
}

/** The shared strings, each its text runs joined (phonetic runs left out), bounded per string. */
async function sharedStrings(file: Buffer, entry: ZipEntry): Promise<Array<string | null>> {
  const strings: Array<string | null> = [];
  let current: BoundedText | null = null;
  let inText = false;
  let phonetic = 0;
  const parser = xmlParser();
  parser.on("opentag", (tag) => {
    const name = localName(tag.name);
    if (name === "si") current = new BoundedText();
    else if (name === "rPh") phonetic++;
    else if (name === "t" && phonetic === 0) inText = true;
  });
  parser.on("text", (text) => {
    if (inText) current?.add(text);
  });
  parser.on("closetag", (tag) => {
    const name = localName(tag.name);
    if (name === "t") inText = false;
    else if (name === "rPh") phonetic--;
    else if (name === "si" && current) {
      // A string past the bound is kept as null: the cells that use it are refused, not the file.
      strings.push(current.tooLong ? null : current.value);
      // More strings than 100,000 rows of the widest kind can use: a crafted part of empty strings
      // would otherwise make an array of millions within the part's byte bound.
      if (strings.length > MAX_SHARED_STRINGS) throw new SpreadsheetError("tooBigInflated");
      current = null;
    }
  });
  await parsePart(file, entry, SHARED_STRINGS_MAX_BYTES, parser);
  return strings;
}

type SheetContext = { strings: Array<string | null>; dateStyles: Set<number>; date1904: boolean };

async function* sheetRows(file: Buffer, entry: ZipEntry, context: SheetContext): AsyncGenerator<SheetRow[]> {
  let ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let lastRow = 0;
  let cell: { column: number; type: string; style: number; text: BoundedText } | null = null;
  let lastColumn = -1;
  let inValue = false;
  const parser = xmlParser();
  parser.on("opentag", (tag) => {
    const name = localName(tag.name);
    if (name === "row") {
      const stated = Number(tag.attributes.r);
      lastRow = Number.isInteger(stated) && stated > lastRow ? stated : lastRow + 1;
      row = { number: lastRow, cells: [] };
      lastColumn = -1;
    } else if (name === "c" && row) {
      const stated = columnIndex(String(tag.attributes.r ?? ""));
      lastColumn = stated > lastColumn ? stated : lastColumn + 1;
      // Past XFD, Excel's last column: a crafted reference would make the row's array billions long.
      if (lastColumn > LAST_COLUMN) throw new SpreadsheetError("brokenXlsx");
      cell = {
        column: lastColumn,
        type: String(tag.attributes.t ?? "n"),
        style: Number(tag.attributes.s ?? 0),
        text: new BoundedText(),
      };
    } else if ((name === "v" || name === "t") && cell) inValue = true;
  });
  parser.on("text", (text) => {
    if (inValue) cell?.text.add(text);
  });
  parser.on("closetag", (tag) => {
    const name = localName(tag.name);
    if (name === "v" || name === "t") inValue = false;
    else if (name === "c" && cell && row) {
      const value = cellValue(cell, context);
      if (value) row.cells[cell.column] = value;
      cell = null;
    } else if (name === "row" && row) {
      if (row.cells.length > 0) ready.push(row);
      row = null;
    }
  });
  const decoder = new TextDecoder("utf-8");
  try {
    for await (const chunk of entryChunks(file, entry, SHEET_MAX_BYTES)) {
      parser.write(decoder.decode(chunk, { stream: true }));
      if (ready.length > 0) {
        yield ready;
        ready = [];
      }
    }
    parser.write(decoder.decode()).close();
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError("brokenXlsx");
  }
  if (ready.length > 0) yield ready;
}

function cellValue(
  cell: { type: string; style: number; text: BoundedText },
  { strings, dateStyles, date1904 }: SheetContext,
): Cell | undefined {
  if (cell.text.tooLong) return { kind: "problem", problem: "tooLong" };
  const raw = cell.text.value;
  switch (cell.type) {
    case "s": {
      const shared = strings[Number(raw)];
      if (shared === null) return { kind: "problem", problem: "tooLong" };
      return shared === undefined || shared === "" ? undefined : { kind: "text", text: shared };
    }
    case "str":
    case "inlineStr":
      return raw === "" ? undefined : { kind: "text", text: raw };
    case "b":
      return raw === "" ? undefined : { kind: "boolean", value: raw === "1" || raw === "true" };
    case "e":
      return { kind: "problem", problem: "formulaError" };
    case "d":
      // An ISO 8601 date, written by a few programs in place of a date number.
      if (raw === "") return undefined;
      return /^\d{4}-\d{2}-\d{2}/.test(raw) ? { kind: "date", date: raw.slice(0, 10) } : { kind: "text", text: raw };
    default: {
      if (raw.trim() === "") return undefined;
      const value = Number(raw);
      if (!Number.isFinite(value)) return { kind: "text", text: raw };
      if (dateStyles.has(cell.style)) {
        const date = excelDay(value, date1904);
        if (date) return { kind: "date", date };
      }
      return date1904 ? { kind: "number", value, text: raw, date1904 } : { kind: "number", value, text: raw };
    }
  }
}
