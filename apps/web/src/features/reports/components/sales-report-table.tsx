import { formatPesos } from "@inventario/shared/money";
import { isSalesPeriod } from "@inventario/shared/report-periods";
import {
  type SalesFigures,
  type SalesGroup,
  type SalesReport,
  type SalesReportRow,
  type SalesTaxes,
  salesGroupLabels,
} from "@inventario/shared/reports";
import { taxClassLabels } from "@inventario/shared/taxes";
import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { listStatus } from "../../../components/list-status";
import { formatDisplayDate } from "../../../lib/format-date";
import { periodLines } from "../period-gaps";
import { salesReportTexts as texts } from "../sales-report-texts";
import { type FigureColumn, GroupedReportTable, type ReportNote } from "./grouped-report-table";
import { SALES_FIGURES } from "./sales-totals";

/** The range's IVA as the page holds it: asked apart from the report (GET /reports/sales/taxes). */
export type SalesTaxesState = {
  /** The last answer, possibly of another range (the one shown before). */
  data: SalesTaxes | undefined;
  fetching: boolean;
  error: unknown;
  retry: () => void;
};

type SalesReportTableProps = {
  group: SalesGroup;
  /** The answer on screen (the previous one while the next loads). */
  report: SalesReport | undefined;
  taxes: SalesTaxesState;
  status: ReactNode;
  busy: boolean;
};

const FIGURES: readonly FigureColumn<SalesFigures>[] = SALES_FIGURES.map(({ label, value }) => ({
  header: label,
  value,
}));

const taxStatusTexts = {
  loading: texts.taxesLoading,
  empty: "",
  forbidden: texts.forbidden,
  error: texts.taxesError,
};

/**
 * The rows in the table's order: by day, week or month, the periods with sales newest first (as the
 * server lists them) with a note where periods without sales are skipped; by anything else, the page.
 */
function tableRows(report: SalesReport | undefined): readonly (SalesReportRow | ReportNote)[] | undefined {
  if (!report || !isSalesPeriod(report.group)) return report?.data;
  const { period, rows } = report.chart;
  return periodLines(report.data, rows, period, report).map((line) =>
    line.kind === "period"
      ? line.row
      : {
          key: line.key,
          note: texts.gap(line.gap.count, period, formatDisplayDate(line.gap.from), formatDisplayDate(line.gap.to)),
        },
  );
}

const footLabel = "px-3 py-3 text-left";
const footFigure = "whitespace-nowrap px-3 py-3 tabular-nums";

/** A line of the IVA under the totals: its label across the figures, its amount under the total's. */
function TaxLine({ label, amount, className = "" }: { label: string; amount: string; className?: string }) {
  return (
    <DataRow>
      <DataCell rowHeader colSpan={FIGURES.length} className={`${footLabel} font-normal text-gray-700 ${className}`}>
        {label}
      </DataCell>
      <DataCell label="" className={`${footFigure} text-gray-900`}>
        {amount}
      </DataCell>
    </DataRow>
  );
}

/** The value before IVA and each class's base and IVA; a loading or failure line until they come. */
function TaxLines({ taxes, range }: { taxes: SalesTaxesState; range: { from: string; to: string } }) {
  // An answer for another range (the one shown before) is not this report's: it waits for its own.
  const current = taxes.data?.from === range.from && taxes.data.to === range.to ? taxes.data : undefined;
  const status = listStatus({
    texts: taxStatusTexts,
    list: {
      loading: !current && taxes.fetching,
      rows: current ? [current] : undefined,
      error: taxes.error,
      retry: taxes.retry,
    },
  });
  if (!current) {
    return status ? (
      <DataRow>
        <DataCell colSpan={FIGURES.length + 1} label="" className="px-3 py-3 text-sm text-gray-600">
          {status}
        </DataCell>
      </DataRow>
    ) : null;
  }
  return (
    <>
      <TaxLine label={texts.taxBase} amount={formatPesos(current.subtotal)} />
      {current.taxes.map((total) => (
        <TaxLine
          key={total.tax_class}
          label={texts.taxClass(taxClassLabels[total.tax_class], formatPesos(total.base))}
          amount={texts.taxAmount(formatPesos(total.tax))}
          className="sm:pl-6"
        />
      ))}
    </>
  );
}

/** The range's totals under the groups ('Total', the report's four figures), then its base and IVA. */
function TotalsFooter({ report, taxes }: { report: SalesReport; taxes: SalesTaxesState }) {
  return (
    <>
      <DataRow>
        <DataCell rowHeader className={`${footLabel} font-semibold text-gray-900`}>
          {texts.totalRow}
        </DataCell>
        {FIGURES.map((column) => (
          <DataCell key={column.header} className={`${footFigure} font-semibold text-gray-900`}>
            {column.value(report.totals)}
          </DataCell>
        ))}
      </DataRow>
      <TaxLines taxes={taxes} range={report} />
    </>
  );
}

/**
 * The report's groups — by period every one with sales, newest first, with notes for the periods
 * without; otherwise a page of products, clients or employees — then the range's totals and IVA.
 */
export function SalesReportTable({ group, report, taxes, status, busy }: SalesReportTableProps) {
  return (
    <GroupedReportTable<SalesReportRow>
      caption={texts.tableCaption(salesGroupLabels[group])}
      groupHeader={isSalesPeriod(group) ? texts.periodColumn : salesGroupLabels[group]}
      figures={FIGURES}
      rows={tableRows(report)}
      status={status}
      busy={busy}
      labelOf={(row) => row.label || texts.noEmployee}
      footer={report && report.data.length > 0 ? <TotalsFooter report={report} taxes={taxes} /> : null}
    />
  );
}
