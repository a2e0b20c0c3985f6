import { formatPesos } from "@inventario/shared/money";
import { type SalesGroup, type SalesReportRow, salesGroupLabels } from "@inventario/shared/reports";
import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { formatQuantity } from "../../../lib/format-quantity";
import { salesReportTexts as texts } from "../sales-report-texts";

type SalesReportTableProps = {
  group: SalesGroup;
  rows: SalesReportRow[] | undefined;
  status: ReactNode;
  busy: boolean;
};

const isPeriod = (group: SalesGroup) => group === "day" || group === "week" || group === "month";

/** A page of the report's groups: the period, product, client or employee, then its four figures. */
export function SalesReportTable({ group, rows, status, busy }: SalesReportTableProps) {
  const columns = [
    isPeriod(group) ? texts.periodColumn : salesGroupLabels[group],
    figure(texts.columns.sales),
    figure(texts.columns.units),
    figure(texts.columns.averageTicket),
    figure(texts.columns.amount),
  ];
  return (
    <DataTable caption={texts.tableCaption(salesGroupLabels[group])} columns={columns} status={status} busy={busy}>
      {rows?.map((row) => (
        <DataRow key={row.key || "none"} className="hover:bg-gray-50">
          <DataCell className="min-w-40 px-3 py-3">
            <span className="block font-medium text-gray-900">{row.label || texts.noEmployee}</span>
            {row.detail ? <span className="block font-mono text-xs text-gray-600">{row.detail}</span> : null}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {formatQuantity(row.sales)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {formatQuantity(row.units)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {formatPesos(row.average_ticket)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900 tabular-nums">
            {formatPesos(row.amount)}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
