import { isSalesPeriod } from "@inventario/shared/report-periods";
import { SALES_GROUPS, salesGroupLabels } from "@inventario/shared/reports";
import { ListFrame } from "../../../components/list-frame";
import { listStatus } from "../../../components/list-status";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useSalesReport } from "../api/get-sales-report";
import { useSalesTaxes } from "../api/get-sales-taxes";
import { ReportHeading } from "../components/report-heading";
import { ReportRangeFilters } from "../components/report-range-filters";
import { SalesChart } from "../components/sales-chart";
import { SalesReportTable } from "../components/sales-report-table";
import { SalesTotals } from "../components/sales-totals";
import { TopProducts } from "../components/top-products";
import { salesReportTexts as texts } from "../sales-report-texts";
import { type ReportRangeRules, useGroupedReportQuery } from "../use-grouped-report-query";

/** GET /reports/sales refuses a date after today and a range of more than three years. */
const RANGE_RULES: ReportRangeRules = { pastOnly: true, maxYears: 3 };

/**
 * Reportes → 'Ventas' (issue 20): the sales not cancelled between two business dates (default the last
 * 30 days) — the totals, a chart of the total per period, the rows of the chosen grouping and the 10
 * products that sold the most (asked apart, so the report never waits for them). By day, week or month
 * the table lists every period with sales on one page, newest first, with a line for each run of periods
 * without (issue 35); by product, client or employee it is paged. Under the rows, the range's totals and,
 * asked apart too, its value before IVA and its IVA per class. Everything in the URL. A range the server
 * would refuse is not asked: the field says why.
 */
export function SalesReportPage() {
  const query = useGroupedReportQuery(SALES_GROUPS, "day", RANGE_RULES);
  const { error } = query;
  const byPeriod = isSalesPeriod(query.filters.group);
  // Periods come on one page: a page number left in the URL (a link from before) is not asked for.
  const filters = byPeriod ? { ...query.filters, page: 1 } : query.filters;
  const report = useSalesReport(filters, error === null);
  const range = { from: filters.from, to: filters.to };
  const taxes = useSalesTaxes(range, error === null);
  useListErrorToast(report.error, texts.error);
  const data = error ? undefined : report.data;
  const status = error ? error.message : listStatus({ texts, list: report });
  // The chart has no rows of its own to wait for: only loading or failing.
  const reportStatus = error
    ? error.message
    : data
      ? null
      : listStatus({ texts, list: { ...report, rows: undefined } });
  const { busy, loading } = report;
  const table = (
    <SalesReportTable
      group={filters.group}
      report={data}
      taxes={{
        data: error ? undefined : taxes.data,
        fetching: taxes.isFetching,
        error: taxes.error,
        retry: () => void taxes.refetch(),
      }}
      status={status}
      busy={busy}
    />
  );
  return (
    <div className="min-w-0">
      <ReportHeading
        texts={texts}
        exportPath="/reports/sales"
        exportQuery={error ? null : { from: filters.from, to: filters.to, group: filters.group }}
      />
      <ReportRangeFilters query={query} groups={SALES_GROUPS} groupLabels={salesGroupLabels} labels={texts} />
      <SalesTotals totals={data?.totals} busy={busy || loading} />
      <div className="mb-6">
        <SalesChart report={data} status={reportStatus} />
      </div>
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <div className="min-w-0">
          {byPeriod ? (
            table
          ) : (
            <ListFrame page={filters.page} data={data} onPageChange={query.setPage}>
              {table}
            </ListFrame>
          )}
        </div>
        <TopProducts from={filters.from} to={filters.to} rangeError={error?.message ?? null} />
      </div>
    </div>
  );
}
