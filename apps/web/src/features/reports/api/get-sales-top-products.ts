import type { SalesTopProducts } from "@inventario/shared/reports";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";
import { salesReportTexts } from "../sales-report-texts";

/** The sales report's range: the top 10 follows the report's dates, not its grouping or page. */
export type SalesRange = { from: string; to: string };

/** GET /reports/sales/top-products: the 10 products with the largest total in the range. */
function getSalesTopProducts({ from, to }: SalesRange, signal?: AbortSignal) {
  return api.get<SalesTopProducts>("/reports/sales/top-products", {
    signal,
    forbiddenMessage: salesReportTexts.forbidden,
    query: { from, to },
  });
}

/**
 * Asked apart from the report (docs/decisions/0018-charts.md: it is the report's costly read), so the
 * totals, rows and chart never wait for it. Not asked while `enabled` is false (a range the server would
 * refuse); the products shown stay while the next range's load.
 */
export function useSalesTopProducts(range: SalesRange, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.salesTopProducts(range),
    queryFn: ({ signal }) => getSalesTopProducts(range, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
