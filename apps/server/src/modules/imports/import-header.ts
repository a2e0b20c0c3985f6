import { type ImportColumn, importMessages, normalizeHeader } from "@inventario/shared/imports";
import type { SheetRow } from "../../lib/spreadsheet/read";
import { cellText } from "./import-cells";

/**
 * Which of the file's columns is which of the kind's (docs/decisions/0025-imports.md): a header matches a
 * column by its template header or a synonym, compared without case, accents and extra spaces. A header
 * that matches nothing is listed (the answer's `ignored_columns`), never fatal; the file is refused only
 * without a key column, or with one column twice.
 */
export type HeaderMap = {
  /** The kind's columns the file has, each with its position and its header as the file writes it. */
  columns: Array<{ column: ImportColumn; index: number; header: string }>;
  ignored: string[];
};

export function mapHeader(row: SheetRow, columns: readonly ImportColumn[]): HeaderMap | { error: string } {
  const byName = new Map<string, ImportColumn>();
  for (const column of columns)
    for (const name of [column.header, ...column.synonyms]) byName.set(normalizeHeader(name), column);
  const found: HeaderMap["columns"] = [];
  const ignored: string[] = [];
  for (let index = 0; index < row.cells.length; index++) {
    const header = cellText(row.cells[index]);
    if (header === null) continue;
    const column = byName.get(normalizeHeader(header));
    if (!column) ignored.push(header);
    else if (found.some((known) => known.column === column)) return { error: importMessages.header.repeated(header) };
    else found.push({ column, index, header });
  }
  const missing = columns.filter((column) => column.need === "key" && !found.some((known) => known.column === column));
  if (missing.length > 0) return { error: importMessages.header.missingKey(missing.map((column) => column.header)) };
  return { columns: found, ignored };
}
