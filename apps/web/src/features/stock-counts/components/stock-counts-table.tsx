import { formatPesos } from "@inventario/shared/money";
import type { StockCountSummary } from "@inventario/shared/stock-counts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DateTimeCell } from "../../../components/date-time-cell";
import { linkClassName } from "../../../components/screen-link";
import { countListColumns, countListTexts, countPaths, NO_VALUE } from "../stock-count-texts";
import { CountStatusBadge } from "./count-status-badge";

type StockCountsTableProps = {
  counts: StockCountSummary[] | undefined;
  /** Loading, empty or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
};

/** One row per count, newest first; the number opens it. */
export function StockCountsTable({ counts, status, busy }: StockCountsTableProps) {
  return (
    <DataTable caption={countListTexts.tableCaption} columns={countListColumns} busy={busy} status={status}>
      {counts?.map((count) => (
        <DataRow key={count.id} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono font-semibold">
            <Link to={countPaths.count(count.id)} className={linkClassName}>
              {count.number}
            </Link>
          </DataCell>
          <DataCell className="min-w-32 px-3 py-3 text-gray-800">{count.warehouse.name}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3">
            <CountStatusBadge status={count.status} />
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
            {count.blind ? countListTexts.yes : countListTexts.no}
          </DataCell>
          <DataCell className="min-w-32 px-3 py-3 text-gray-700">{count.opened_by ?? NO_VALUE}</DataCell>
          <DateTimeCell value={count.created_at} />
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-800 tabular-nums">
            {count.counted_lines.toLocaleString("es-CO")}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900 tabular-nums">
            {count.net_value === null ? NO_VALUE : formatPesos(count.net_value)}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
