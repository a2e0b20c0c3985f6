import { PURCHASE_REPORT_GROUPS, purchaseReportGroupLabels } from "@inventario/shared/purchases";
import { ListFrame } from "../../../components/list-frame";
import { listStatus } from "../../../components/list-status";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { usePurchasesReport } from "../api/get-purchases-report";
import { PurchasesReportTable } from "../components/purchases-report-table";
import { PurchasesTotals } from "../components/purchases-totals";
import { ReportHeading } from "../components/report-heading";
import { ReportRangeFilters } from "../components/report-range-filters";
import { purchasesReportTexts as texts } from "../purchases-report-texts";
import { type ReportRangeRules, useGroupedReportQuery } from "../use-grouped-report-query";

/** GET /reports/purchases refuses only a start after the end (any date is a day receipts could be dated on). */
const RANGE_RULES: ReportRangeRules = {};

/**
 * Reportes → 'Compras' (issue 32): what purchase receipts brought in between two business dates (default
 * the last 30 days) — the totals (receipts, units, value at each receipt's cost) and the rows of the chosen
 * grouping (month, week, day, supplier or product; the API's default is by month), paged. Everything in
 * the URL. A range the server would refuse is not asked: the field says why.
 */
export function PurchasesReportPage() {
  const query = useGroupedReportQuery(PURCHASE_REPORT_GROUPS, "month", RANGE_RULES);
  const { filters, error } = query;
  const report = usePurchasesReport(filters, error === null);
  useListErrorToast(report.error, texts.error);
  const data = error ? undefined : report.data;
  const status = error ? error.message : listStatus({ texts, list: report });
  const { busy, loading } = report;
  return (
    <div className="min-w-0">
      <ReportHeading
        texts={texts}
        exportPath="/reports/purchases"
        exportQuery={error ? null : { from: filters.from, to: filters.to, group: filters.group }}
      />
      <ReportRangeFilters
        query={query}
        groups={PURCHASE_REPORT_GROUPS}
        groupLabels={purchaseReportGroupLabels}
        labels={texts}
      />
      <PurchasesTotals totals={data?.totals} busy={busy || loading} />
      <ListFrame page={filters.page} data={data} onPageChange={query.setPage}>
        <PurchasesReportTable group={filters.group} rows={data?.data} status={status} busy={busy} />
      </ListFrame>
    </div>
  );
}
