import {
  type ImportColumn,
  type ImportKind,
  importColumns,
  importMessages,
  MAX_IMPORT_ROWS,
} from "@inventario/shared/imports";
import type { Db } from "../../db/connection";
import { readSpreadsheet, type SheetRow, SpreadsheetError } from "../../lib/spreadsheet/read";
import { cellText } from "./import-cells";
import { type HeaderMap, mapHeader } from "./import-header";
import { checkRow, type ImportError, type RowValues, rowValues } from "./import-rows";
import { IMPORT_BATCH_ROWS, type ImportActor, type ImportTarget, type PlannedRow } from "./import-target";

export type ImportCheck = {
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  /** The first MAX_LISTED_ERRORS errors, in file order; `errors_total` counts them all. */
  errors: ImportError[];
  errors_total: number;
  ignored_columns: string[];
  plan: PlannedRow[];
};

/** A file read for an import: its header matched to the kind's columns (or why not), its data rows. */
export type ImportFile = {
  header: HeaderMap | { error: string; row: number };
  rows: SheetRow[];
  decimalComma: boolean;
};

/**
 * What an answer lists: a hostile file (one 2,000-character text in every cell of 100,000 rows) would
 * otherwise make an answer of gigabytes. The errors file (the upload with an 'Errores' column) has them all.
 */
export const MAX_LISTED_ERRORS = 1_000;
/** A value is shown up to this many characters, then "…". */
const VALUE_SHOWN_CHARS = 100;

/** The errors of a check: the first MAX_LISTED_ERRORS kept, every one counted. */
export class ErrorList {
  readonly listed: ImportError[] = [];
  total = 0;

  /** `cap`: how many are kept (the errors file keeps every one). */
  constructor(private readonly cap: number) {}

  add(...errors: ImportError[]) {
    for (const error of errors) {
      this.total++;
      if (this.listed.length >= this.cap) continue;
      const value =
        error.value.length > VALUE_SHOWN_CHARS ? `${error.value.slice(0, VALUE_SHOWN_CHARS)}…` : error.value;
      this.listed.push({ ...error, value });
    }
  }
}

/**
 * Everything a file would do, and every reason it cannot (docs/decisions/0025-imports.md): each row's
 * cells read and checked by the forms' schema, a key or unique field repeated in the file refused, and
 * each row compared, a batch at a time, with what the database holds. Writes nothing. `allErrors` keeps
 * every error (the errors file); otherwise the first MAX_LISTED_ERRORS are listed and all counted.
 */
export async function checkImport<Existing>(
  db: Db,
  target: ImportTarget<Existing>,
  file: ImportFile,
  actor: ImportActor,
  { allErrors = false } = {},
): Promise<ImportCheck> {
  const { header, rows, decimalComma } = file;
  if ("error" in header)
    return {
      ...emptyCheck(),
      errors: [{ row: header.row, column: "", value: "", message: header.error }],
      errors_total: 1,
    };
  const check: ImportCheck = { ...emptyCheck(), rows: rows.length, ignored_columns: header.ignored };
  const errors = new ErrorList(allErrors ? Number.POSITIVE_INFINITY : MAX_LISTED_ERRORS);
  const firstRowOf = new Map<string, number>();
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch = rows.slice(start, start + IMPORT_BATCH_ROWS).map((raw) => rowValues(raw, header, decimalComma));
    const keys = batch.map(({ values }) => target.keyOf(values));
    const keyed = batch.flatMap(({ values }, i) => (keys[i] ? [{ key: keys[i], values }] : []));
    const existing = await target.existing(db, keyed, actor);
    batch.forEach((values, i) => {
      const key = keys[i] ?? null;
      const row = planRow(target, values, key, key === null ? undefined : existing.get(key), header, errors);
      if (!row) return;
      const repeated = repeatedIn(target, row, firstRowOf);
      if (repeated) {
        const column = columnOf(header, repeated.field);
        errors.add({
          row: row.row,
          column: column.header,
          value: cellText(values.row.cells[column.index]) ?? "",
          message: repeated.message,
        });
        return;
      }
      check[row.action]++;
      check.plan.push(row);
    });
    // A turn between batches: checking 100,000 rows must not hold the server.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { ...check, errors: errors.listed, errors_total: errors.total };
}

/**
 * Every data row's key (the rows without one left out): what an apply locks before its check. A turn
 * of the event loop between batches, as the check takes.
 */
export async function fileKeys<Existing>(target: ImportTarget<Existing>, file: ImportFile): Promise<string[]> {
  const { header, rows, decimalComma } = file;
  if ("error" in header) return [];
  const keys: string[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    for (const row of rows.slice(start, start + IMPORT_BATCH_ROWS)) {
      const key = target.keyOf(rowValues(row, header, decimalComma).values);
      if (key !== null) keys.push(key);
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return keys;
}

/**
 * The row's key, or one of its unique fields, already taken by an earlier row of the file: the field and
 * the message naming that row. Otherwise the row takes them.
 */
function repeatedIn<Existing>(
  target: ImportTarget<Existing>,
  row: PlannedRow<Existing>,
  firstRowOf: Map<string, number>,
): { field: string; message: string } | null {
  const claims = [
    { field: target.keyFields[0] as string, id: `key\u0000${row.key}`, message: importMessages.row.repeated },
    ...(target.uniqueFields ?? []).flatMap(({ field, repeated }) =>
      typeof row.data[field] === "string" && row.data[field] !== ""
        ? [{ field, id: `${field}\u0000${row.data[field]}`, message: repeated }]
        : [],
    ),
  ];
  for (const claim of claims) {
    const first = firstRowOf.get(claim.id);
    if (first !== undefined) return { field: claim.field, message: claim.message(first) };
  }
  for (const claim of claims) firstRowOf.set(claim.id, row.row);
  return null;
}

function planRow<Existing>(
  target: ImportTarget<Existing>,
  values: RowValues,
  key: string | null,
  existing: Existing | undefined,
  header: HeaderMap,
  errors: ErrorList,
): PlannedRow<Existing> | null {
  const checked = checkRow(target.kind, values, header, existing === undefined);
  if (values.errors.length > 0 || "errors" in checked) {
    // Every problem of the row at once, in the file's column order; a cell that could not be read is
    // reported once, not again as the empty value the schema then finds.
    const unreadable = new Set(values.errors.map((error) => error.column));
    const found = [...values.errors, ...("errors" in checked ? checked.errors : [])].filter(
      (error, i) => i < values.errors.length || !unreadable.has(error.column),
    );
    const order = (column: string) => header.columns.find((known) => known.header === column)?.index ?? -1;
    errors.add(...found.sort((a, b) => order(a.column) - order(b.column)));
    return null;
  }
  if (key === null) return null;
  const compared = target.compare(existing, checked.data, values.row.number);
  if ("refused" in compared) {
    const column = columnOf(header, compared.field ?? (target.keyFields[0] as string));
    errors.add({
      row: values.row.number,
      column: column.header,
      value: cellText(values.row.cells[column.index]) ?? "",
      message: compared.refused,
    });
    return null;
  }
  const changes = "changes" in compared ? compared.changes : {};
  const action = "created" in compared ? "create" : Object.keys(changes).length > 0 ? "update" : "unchanged";
  return { row: values.row.number, key, data: checked.data, existing, action, changes };
}

/**
 * The file's column of a field: the key's is always there (mapHeader refuses a file without it); a
 * refusal or a repeat on another field names that field's column, and the key's when the file lacks it.
 */
function columnOf(header: HeaderMap, field: string) {
  const found =
    header.columns.find(({ column }) => column.field === field) ??
    header.columns.find(({ column }) => column.need === "key");
  if (!found) throw new Error("an import's header has no key column");
  return found;
}

const emptyCheck = (): ImportCheck => ({
  rows: 0,
  create: 0,
  update: 0,
  unchanged: 0,
  errors: [],
  errors_total: 0,
  ignored_columns: [],
  plan: [],
});

/**
 * The header (or why it is refused) and the data rows, counted against the limit as they are read. A file
 * that is not a spreadsheet, is empty or holds too many rows throws SpreadsheetError.
 */
export const readImportFile = (file: Buffer, kind: ImportKind): Promise<ImportFile> =>
  readColumnsFile(file, importColumns[kind]);

/**
 * readImportFile for any set of columns (a stock count's uploaded sheet reads its own): the header
 * matched to them, each data row holding only their cells.
 */
export async function readColumnsFile(file: Buffer, columns: readonly ImportColumn[]): Promise<ImportFile> {
  const sheet = readSpreadsheet(file);
  let header: HeaderMap | { error: string; row: number } | null = null;
  /** The file's positions of the kind's columns, in the header's order. */
  let kept: number[] = [];
  const rows: SheetRow[] = [];
  reading: for await (const batch of sheet.rows)
    for (const row of batch) {
      if (header === null) {
        const mapped = mapHeader(row, columns);
        header = "error" in mapped ? { error: mapped.error, row: row.number } : mapped;
        // A refused header is the file's one error: its rows are not read.
        if ("error" in header) break reading;
        kept = header.columns.map(({ index }) => index);
        // Each row keeps only the kind's columns (the ignored ones can be most of a file), in this order.
        header = { ...header, columns: header.columns.map((column, index) => ({ ...column, index })) };
      } else {
        rows.push({ number: row.number, cells: kept.map((index) => row.cells[index]) });
        if (rows.length > MAX_IMPORT_ROWS) throw new SpreadsheetError("tooManyRows");
      }
    }
  if (header === null) throw new SpreadsheetError("empty");
  return { header, rows, decimalComma: sheet.decimalComma };
}
