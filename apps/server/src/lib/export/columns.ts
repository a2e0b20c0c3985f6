/**
 * What an export writes (docs/decisions/0017-export.md): a list's columns, each with its Spanish header,
 * the kind of value it holds and how to read it from a row. The writers (xlsx.ts, csv.ts) turn each
 * kind into a typed cell or into es-CO text; a list only says what its columns are.
 */
export type ColumnKind = "text" | "integer" | "number" | "money" | "date" | "datetime";

/**
 * What a column reads from a row: text; a number (money in pesos, as the API answers it); a calendar
 * date `YYYY-MM-DD`; an instant as stored (ISO 8601 UTC), written in the business's time zone.
 * null or undefined is an empty cell.
 */
export type CellValue = string | number | null | undefined;

export type Column<Row> = {
  header: string;
  kind: ColumnKind;
  value: (row: Row) => CellValue;
};

/** A list ready to be written: its file name's stem, sheet name, columns and rows. */
export type ExportSource<Row> = {
  /** The file name before the date, e.g. "productos" for productos-2026-11-24.xlsx. */
  name: string;
  /** The worksheet's name (at most 31 characters). */
  sheet: string;
  columns: ReadonlyArray<Column<Row>>;
  /** The rows in the screen's order, a batch at a time; pulled only as fast as the file is sent. */
  rows: AsyncIterable<Row[]>;
  /** The number of rows, when the list knows it without counting again (sent as X-Total-Count). */
  total?: number | undefined;
};

/** A column list typed by its row: `columns<ProductRow>()([...])` keeps each accessor's row type. */
export const columns =
  <Row>() =>
  (list: ReadonlyArray<Column<Row>>) =>
    list;
