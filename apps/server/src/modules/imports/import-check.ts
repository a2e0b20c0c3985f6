import { type ImportKind, importColumns, importMessages, MAX_IMPORT_ROWS } from "@inventario/shared/imports";
import type { Db } from "../../db/connection";
import { readSpreadsheet, type SheetRow, SpreadsheetError } from "../../lib/spreadsheet/read";
import { cellText } from "./import-cells";
import { type HeaderMap, mapHeader } from "./import-header";
import { checkRow, type ImportError, type RowValues, rowValues } from "./import-rows";
import { IMPORT_BATCH_ROWS, type ImportTarget } from "./import-target";

/** A row that passed every check, and what it would do. */
export type PlannedRow = {
  row: number;
  key: string;
  data: Record<string, unknown>;
  existing: unknown;
  action: "create" | "update" | "unchanged";
  changes: Record<string, unknown>;
};

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

/**
 * What an answer lists: a hostile file (one 2,000-character text in every cell of 100,000 rows) would
 * otherwise make an answer of gigabytes. The errors file (the upload with an 'Errores' column) has them all.
 */
export const MAX_LISTED_ERRORS = 1_000;
/** A value is shown up to this many characters, then "…". */
const VALUE_SHOWN_CHARS = 100;

/** The errors of a check: the first MAX_LISTED_ERRORS kept, every one counted. */
class ErrorList {
  readonly listed: ImportError[] = [];
  total = 0;

  add(...errors: ImportError[]) {
    for (const error of errors) {
      this.total++;
      if (this.listed.length >= MAX_LISTED_ERRORS) continue;
      const value =
        error.value.length > VALUE_SHOWN_CHARS ? `${error.value.slice(0, VALUE_SHOWN_CHARS)}…` : error.value;
      this.listed.push({ ...error, value });
    }
  }
}

/**
 * Everything a file would do, and every reason it cannot (docs/decisions/0025-imports.md): the file read
 * (a file that is not a spreadsheet throws SpreadsheetError), the header matched, each row's cells read
 * and checked by the forms' schema, a key repeated in the file refused, and each row compared, a batch
 * at a time, with what the database holds. Writes nothing.
 */
export async function checkImport<Existing>(
  db: Db,
  target: ImportTarget<Existing>,
  file: Buffer,
): Promise<ImportCheck> {
  const { header, rows, decimalComma } = await readRows(file, target.kind);
  if ("error" in header)
    return {
      ...emptyCheck(),
      errors: [{ row: header.row, column: "", value: "", message: header.error }],
      errors_total: 1,
    };
  const check: ImportCheck = { ...emptyCheck(), rows: rows.length, ignored_columns: header.ignored };
  const errors = new ErrorList();
  const firstRowOfKey = new Map<string, number>();
  const keyColumn = keyHeader(header, target);
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch = rows.slice(start, start + IMPORT_BATCH_ROWS).map((raw) => rowValues(raw, header, decimalComma));
    const keys = batch.map(({ values }) => target.keyOf(values));
    const existing = await target.existing(db, [...new Set(keys.filter((key) => key !== null))]);
    batch.forEach((values, i) => {
      const key = keys[i] ?? null;
      const planned = planRow(target, values, key, key === null ? undefined : existing.get(key), header, errors);
      if (!planned) return;
      const first = firstRowOfKey.get(planned.key);
      if (first !== undefined) {
        const cell = values.row.cells[keyColumn.index];
        errors.add({
          row: planned.row,
          column: keyColumn.header,
          value: cellText(cell) ?? "",
          message: importMessages.row.repeated(first),
        });
        return;
      }
      firstRowOfKey.set(planned.key, planned.row);
      check[planned.action]++;
      check.plan.push(planned);
    });
    // A turn between batches: checking 100,000 rows must not hold the server.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { ...check, errors: errors.listed, errors_total: errors.total };
}

function planRow<Existing>(
  target: ImportTarget<Existing>,
  values: RowValues,
  key: string | null,
  existing: Existing | undefined,
  header: HeaderMap,
  errors: ErrorList,
): PlannedRow | null {
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
  const compared = target.compare(existing, checked.data);
  if ("refused" in compared) {
    const { header: column, index } = keyHeader(header, target);
    errors.add({
      row: values.row.number,
      column,
      value: cellText(values.row.cells[index]) ?? "",
      message: compared.refused,
    });
    return null;
  }
  const changes = "changes" in compared ? compared.changes : {};
  const action = "created" in compared ? "create" : Object.keys(changes).length > 0 ? "update" : "unchanged";
  return { row: values.row.number, key, data: checked.data, existing, action, changes };
}

/** The file's column of the target's first key field (a key column is always there: mapHeader). */
function keyHeader(header: HeaderMap, target: ImportTarget<unknown>) {
  const found = header.columns.find(({ column }) => column.field === target.keyFields[0]);
  if (!found) throw new Error(`import ${target.kind}: the header has no key column`);
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

/** The header (or why it is refused) and the data rows, counted against the limit as they are read. */
async function readRows(file: Buffer, kind: ImportKind) {
  const sheet = readSpreadsheet(file);
  let header: HeaderMap | { error: string; row: number } | null = null;
  const rows: SheetRow[] = [];
  reading: for await (const batch of sheet.rows)
    for (const row of batch) {
      if (header === null) {
        const mapped = mapHeader(row, importColumns[kind]);
        header = "error" in mapped ? { error: mapped.error, row: row.number } : mapped;
        // A refused header is the file's one error: its rows are not read.
        if ("error" in header) break reading;
      } else {
        rows.push(row);
        if (rows.length > MAX_IMPORT_ROWS) throw new SpreadsheetError("tooManyRows");
      }
    }
  if (header === null) throw new SpreadsheetError("empty");
  return { header, rows, decimalComma: sheet.decimalComma };
}
