import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";

/** A row of a grouped report: a period, or who or what the figures are of. */
type GroupRow = { key: string; label: string; detail: string | null };

/** A line of the table between its groups that holds no figures (a run of periods without sales). */
export type ReportNote = { key: string; note: string };

/** One figure column: its header and how a row's figure reads; the last one, the amount, stands out. */
export type FigureColumn<Row> = { header: string; value: (row: Row) => string };

type GroupedReportTableProps<Row extends GroupRow> = {
  caption: string;
  /** The first column's header: 'Periodo', or the group's name ('Producto', 'Proveedor'…). */
  groupHeader: string;
  figures: readonly FigureColumn<Row>[];
  /** The groups in order, with the notes between them where there are any. */
  rows: readonly (Row | ReportNote)[] | undefined;
  status: ReactNode;
  busy: boolean;
  /** The group's name as shown, when it is not the row's label as is. */
  labelOf?: ((row: Row) => string) | undefined;
  /** What tells two groups of one name apart (a SKU, an identification, a NIT), when not the row's detail as is. */
  detailOf?: ((row: Row) => string | null) | undefined;
  /** Rows under the groups (DataRow elements: the range's totals), shown with the rows. */
  footer?: ReactNode;
};

const isNote = (line: GroupRow | ReportNote): line is ReportNote => "note" in line;

/** A page of a report's groups: the period or the group's name (with its detail under it), then its figures. */
export function GroupedReportTable<Row extends GroupRow>({
  caption,
  groupHeader,
  figures,
  rows,
  status,
  busy,
  labelOf = (row) => row.label,
  detailOf = (row) => row.detail,
  footer,
}: GroupedReportTableProps<Row>) {
  const last = figures.length - 1;
  const columns = [groupHeader, ...figures.map((column) => figure(column.header))];
  return (
    <DataTable caption={caption} columns={columns} status={status} busy={busy} footer={footer}>
      {rows?.map((line) => {
        if (isNote(line)) {
          return (
            <DataRow key={line.key} className="bg-gray-50">
              <DataCell colSpan={columns.length} label="" className="px-3 py-2 text-sm text-gray-600 italic">
                {line.note}
              </DataCell>
            </DataRow>
          );
        }
        const detail = detailOf(line);
        return (
          <DataRow key={line.key || "none"} className="hover:bg-gray-50">
            <DataCell className="min-w-40 px-3 py-3">
              <span className="block font-medium text-gray-900">{labelOf(line)}</span>
              {detail ? <span className="block font-mono text-xs text-gray-600">{detail}</span> : null}
            </DataCell>
            {figures.map((column, index) => (
              <DataCell
                key={column.header}
                className={`whitespace-nowrap px-3 py-3 tabular-nums ${index === last ? "font-medium text-gray-900" : "text-gray-700"}`}
              >
                {column.value(line)}
              </DataCell>
            ))}
          </DataRow>
        );
      })}
    </DataTable>
  );
}
