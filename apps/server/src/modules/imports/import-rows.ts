import { importRowMessages, importRowSchemas } from "@inventario/shared/import-schemas";
import { type ImportKind, importColumns } from "@inventario/shared/imports";
import type { z } from "zod";
import type { SheetRow } from "../../lib/spreadsheet/read";
import { cellText, readCell } from "./import-cells";
import type { HeaderMap } from "./import-header";

/** The schema of a row that updates: the kind's own, partial, made once. */
const updateSchemas = new Map<ImportKind, z.ZodType>();
function updateSchema(kind: ImportKind): z.ZodType {
  let schema = updateSchemas.get(kind);
  if (!schema) {
    schema = (importRowSchemas[kind] as z.ZodObject).partial();
    updateSchemas.set(kind, schema);
  }
  return schema;
}

/** One error of a file, as the answer and the errors file give it: the row as the spreadsheet numbers it. */
export type ImportError = { row: number; column: string; value: string; message: string };

/** A data row read by its columns' types: the values by field, and the cells that could not be read. */
export type RowValues = { row: SheetRow; values: Record<string, unknown>; errors: ImportError[] };

export function rowValues(row: SheetRow, header: HeaderMap, decimalComma: boolean): RowValues {
  const values: Record<string, unknown> = {};
  const errors: ImportError[] = [];
  for (const { column, index, header: written } of header.columns) {
    const cell = row.cells[index];
    const reading = readCell(cell, column.type, decimalComma);
    if ("error" in reading)
      errors.push({ row: row.number, column: written, value: cellText(cell) ?? "", message: reading.error });
    else values[column.field] = reading.value ?? null;
  }
  return { row, values, errors };
}

/**
 * The row checked by its kind's schema (shared `importRowSchemas`, the forms' and routes' own): whole
 * when it creates (a column the file lacks is then an error of the row, unless it is optional), on the
 * columns the file has when it updates. Every issue becomes an error on the column as the file names it.
 */
export function checkRow<K extends ImportKind>(
  kind: K,
  { row, values }: RowValues,
  header: HeaderMap,
  creating: boolean,
): { data: Record<string, unknown> } | { errors: ImportError[] } {
  const columns = importColumns[kind];
  const errors: ImportError[] = [];
  const present = new Set(header.columns.map(({ column }) => column.field));
  const input: Record<string, unknown> = { ...values };
  for (const column of columns) {
    if (present.has(column.field)) {
      // An empty cell of a column with a default takes it when the row creates (a row that updates keeps
      // the value: keptOnUpdate).
      if (input[column.field] === null && column.empty !== undefined) input[column.field] = column.empty;
      continue;
    }
    if (column.need === "optional") input[column.field] = column.empty ?? null;
    else if (creating)
      errors.push({
        row: row.number,
        column: column.header,
        value: "",
        message: importRowMessages.neededToCreate(column.header),
      });
  }
  if (errors.length > 0) return { errors };
  // Opening stock always adds units (a row never updates one): its schema, refined, has no partial.
  const full = creating || kind === "stock";
  const result = (full ? importRowSchemas[kind] : updateSchema(kind)).safeParse(
    full ? input : keptOnUpdate(kind, values),
  );
  if (result.success) return { data: result.data as Record<string, unknown> };
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    const written = header.columns.find(({ column }) => column.field === field);
    const column = written?.header ?? columns.find((known) => known.field === field)?.header ?? field;
    const cell = written ? row.cells[written.index] : undefined;
    errors.push({ row: row.number, column, value: cellText(cell) ?? "", message: issue.message });
  }
  return { errors };
}

/**
 * A row that updates leaves a column a record needs alone where its cell is empty: such a field cannot
 * be emptied, and an export of records missing it (an admin without a phone number) must import back
 * unchanged. So does a column with a default (a warehouse's 'Activa'); any other optional column's empty
 * cell empties it.
 */
function keptOnUpdate(kind: ImportKind, values: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const column of importColumns[kind]) {
    if (!(column.field in values)) continue;
    const value = values[column.field];
    if ((column.need === "create" || column.empty !== undefined) && (value === null || value === "")) continue;
    kept[column.field] = value;
  }
  return kept;
}
