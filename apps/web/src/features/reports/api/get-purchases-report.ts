import type { PurchaseReport, PurchaseReportGroup } from "@inventario/shared/purchases";
import { reportKeys } from "../../../lib/query-keys";
import { purchasesReportTexts } from "../purchases-report-texts";
import type { GroupedReportFilters } from "../use-grouped-report-query";
import { useGroupedReport } from "./grouped-report";

/** GET /reports/purchases: what receipts brought in over the range, its totals and a page of its groups. */
export function usePurchasesReport(filters: GroupedReportFilters<PurchaseReportGroup>, enabled: boolean) {
  return useGroupedReport<PurchaseReport>(
    {
      path: "/reports/purchases",
      queryKey: reportKeys.purchases(filters),
      forbiddenMessage: purchasesReportTexts.forbidden,
    },
    filters,
    enabled,
  );
}
