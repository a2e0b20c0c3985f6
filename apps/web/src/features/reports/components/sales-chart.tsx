import { formatPesos } from "@inventario/shared/money";
import { periodShortLabel, type SalesPeriod } from "@inventario/shared/report-periods";
import type { SalesReport } from "@inventario/shared/reports";
import { type ReactNode, useMemo } from "react";
import { formatCompactPesos } from "../../../components/chart/axis-format";
import { BarChart } from "../../../components/chart/bar-chart";
import { ChartFigure } from "../../../components/chart/chart-figure";
import { ChartTable } from "../../../components/chart/chart-table";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { salesReportTexts as texts } from "../sales-report-texts";

const BAR_COLOR = "#4f46e5";
const NO_ROWS: SalesReport["chart"]["rows"] = [];

type SalesChartProps = {
  report: SalesReport | undefined;
  /** Shown instead of the chart while there is no report (loading, refused, failed). */
  status: ReactNode;
};

/** What the chart draws of the report's periods: a short label and the total sold of each. */
export function salesBars(rows: SalesReport["chart"]["rows"], period: SalesPeriod) {
  return {
    labels: rows.map((row) => periodShortLabel(row.key, period)),
    series: [{ name: texts.totals.amount, color: BAR_COLOR, values: rows.map((row) => row.amount) }],
  };
}

/** The total sold per period of the range (the report's `chart`), with the same figures as a table. */
export function SalesChart({ report, status }: SalesChartProps) {
  const period = report?.chart.period ?? "day";
  const rows = report?.chart.rows ?? NO_ROWS;
  const { labels, series } = useMemo(() => salesBars(rows, period), [rows, period]);
  const periodName = texts.periodNames[period];
  const empty = report && report.totals.sales === 0;
  return (
    <ChartFigure
      title={texts.chartTitle(periodName)}
      status={status ?? (empty ? texts.chartEmpty : null)}
      chart={
        <BarChart
          labels={labels}
          series={series}
          formatY={formatCompactPesos}
          summary={texts.chartSummary(
            periodName,
            rows.length,
            formatDisplayDate(report?.from ?? ""),
            formatDisplayDate(report?.to ?? ""),
          )}
        />
      }
      table={
        <ChartTable
          caption={texts.chartTitle(periodName)}
          labelHeader={texts.periodColumn}
          headers={
            <>
              <th scope="col" className="px-3 py-2 text-right font-semibold text-gray-700">
                {texts.columns.sales}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold text-gray-700">
                {texts.columns.amount}
              </th>
            </>
          }
          rows={rows}
          rowKey={(row) => row.key}
          rowLabel={(row) => row.label}
          cells={(row) => (
            <>
              <td className="px-3 py-2 text-right text-gray-700 tabular-nums">{formatQuantity(row.sales)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right text-gray-700 tabular-nums">
                {formatPesos(row.amount)}
              </td>
            </>
          )}
        />
      }
    />
  );
}
