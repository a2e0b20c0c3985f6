import type { SalesGroup, SalesReport } from "@inventario/shared/reports";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { reportKeys } from "../../../lib/query-keys";
import { salesReportTexts } from "../sales-report-texts";

/** What the report asks for: the range's business dates, the grouping and the page of its rows. */
export type SalesReportFilters = { from: string; to: string; group: SalesGroup; page: number };

/** GET /reports/sales: the range's totals, a page of its groups, every period for the chart, the top 10. */
function getSalesReport({ from, to, group, page }: SalesReportFilters, signal?: AbortSignal) {
  return api.get<SalesReport>("/reports/sales", {
    signal,
    forbiddenMessage: salesReportTexts.forbidden,
    query: { from, to, group, page },
  });
}

/** Not asked while `enabled` is false (a range the server would refuse); the report shown stays while the next loads. */
export function useSalesReport(filters: SalesReportFilters, enabled: boolean) {
  return usePagedList({
    queryKey: reportKeys.sales(filters),
    fetchPage: (signal) => getSalesReport(filters, signal),
    enabled,
  });
}
