import type { SalesGroup, SalesReport } from "@inventario/shared/reports";
import { reportKeys } from "../../../lib/query-keys";
import { salesReportTexts } from "../sales-report-texts";
import type { GroupedReportFilters } from "../use-grouped-report-query";
import { useGroupedReport } from "./grouped-report";

/** GET /reports/sales: the range's totals, a page of its groups, every period for the chart. */
export function useSalesReport(filters: GroupedReportFilters<SalesGroup>, enabled: boolean) {
  return useGroupedReport<SalesReport>(
    { path: "/reports/sales", queryKey: reportKeys.sales(filters), forbiddenMessage: salesReportTexts.forbidden },
    filters,
    enabled,
  );
}
