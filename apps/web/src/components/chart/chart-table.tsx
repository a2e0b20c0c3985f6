import type { ReactNode } from "react";

type ChartTableProps<Row> = {
  caption: string;
  /** The header of the first column, the one that names each row (a date, a period). */
  labelHeader: string;
  /** The header cells after the first. */
  headers: ReactNode;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What names the row in its first cell, a row header. */
  rowLabel: (row: Row) => ReactNode;
  /** A row's cells after its label. */
  cells: (row: Row) => ReactNode;
};

/**
 * A chart's figures as a table (ChartFigure's `table`), a row a bar: what the bar stands for (a day, a
 * period), then the chart's values for it.
 */
export function ChartTable<Row>({
  caption,
  labelHeader,
  headers,
  rows,
  rowKey,
  rowLabel,
  cells,
}: ChartTableProps<Row>) {
  return (
    <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold text-gray-700">
            {labelHeader}
          </th>
          {headers}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal text-gray-900">
              {rowLabel(row)}
            </th>
            {cells(row)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
