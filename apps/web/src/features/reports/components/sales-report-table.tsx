import { formatPesos } from "@inventario/shared/money";
import { isSalesPeriod } from "@inventario/shared/report-periods";
import { type SalesGroup, type SalesReportRow, salesGroupLabels } from "@inventario/shared/reports";
import type { ReactNode } from "react";
import { formatQuantity } from "../../../lib/format-quantity";
import { salesReportTexts as texts } from "../sales-report-texts";
import { type FigureColumn, GroupedReportTable } from "./grouped-report-table";

type SalesReportTableProps = {
  group: SalesGroup;
  rows: SalesReportRow[] | undefined;
  status: ReactNode;
  busy: boolean;
};

const FIGURES: readonly FigureColumn<SalesReportRow>[] = [
  { header: texts.columns.sales, value: (row) => formatQuantity(row.sales) },
  { header: texts.columns.units, value: (row) => formatQuantity(row.units) },
  { header: texts.columns.averageTicket, value: (row) => formatPesos(row.average_ticket) },
  { header: texts.columns.amount, value: (row) => formatPesos(row.amount) },
];

/** A page of the report's groups: the period, product, client or employee, then its four figures. */
export function SalesReportTable({ group, rows, status, busy }: SalesReportTableProps) {
  return (
    <GroupedReportTable
      caption={texts.tableCaption(salesGroupLabels[group])}
      groupHeader={isSalesPeriod(group) ? texts.periodColumn : salesGroupLabels[group]}
      figures={FIGURES}
      rows={rows}
      status={status}
      busy={busy}
      labelOf={(row) => row.label || texts.noEmployee}
    />
  );
}
