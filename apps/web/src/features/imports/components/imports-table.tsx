import type { ImportRecord } from "@inventario/shared/import-api";
import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatDisplayTime } from "../../../lib/format-time";
import { importTexts, kindTexts } from "../import-texts";

const [number, kind, file, rows, created, updated, unchanged, user, date] = importTexts.historyColumns;
const COLUMNS = [number, kind, file, figure(rows), figure(created), figure(updated), figure(unchanged), user, date];
const NO_VALUE = "-";
const count = new Intl.NumberFormat("es-CO");

type ImportsTableProps = {
  imports: readonly ImportRecord[] | undefined;
  /** Loading, empty or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
};

const FIGURE_CELL = "whitespace-nowrap px-3 py-3 text-gray-800";

export function ImportsTable({ imports, status, busy }: ImportsTableProps) {
  return (
    <DataTable caption={importTexts.historyCaption} columns={COLUMNS} busy={busy} status={status}>
      {imports?.map((record) => (
        <DataRow key={record.id} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono font-semibold text-gray-900">
            {record.number}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-800">{kindTexts[record.kind].label}</DataCell>
          <DataCell className="max-w-56 px-3 py-3 break-words text-gray-700">{record.file_name}</DataCell>
          <DataCell className={FIGURE_CELL}>{count.format(record.rows)}</DataCell>
          <DataCell className={FIGURE_CELL}>{count.format(record.create)}</DataCell>
          <DataCell className={FIGURE_CELL}>{count.format(record.update)}</DataCell>
          <DataCell className={FIGURE_CELL}>{count.format(record.unchanged)}</DataCell>
          <DataCell className="px-3 py-3 text-gray-700">{record.employee_name ?? NO_VALUE}</DataCell>
          {/* Date over time, like the other logs. */}
          <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">
            <span className="block text-gray-800">{formatDisplayDate(record.created_at)}</span>
            <span className="block text-xs text-gray-600">{formatDisplayTime(record.created_at)}</span>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
