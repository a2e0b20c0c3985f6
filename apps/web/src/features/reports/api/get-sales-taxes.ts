import type { SalesTaxes } from "@inventario/shared/reports";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";
import { salesReportTexts } from "../sales-report-texts";
import type { SalesRange } from "./get-sales-top-products";

/** GET /reports/sales/taxes: the range's value before IVA and, per IVA class sold, its base and its IVA. */
function getSalesTaxes({ from, to }: SalesRange, signal?: AbortSignal) {
  return api.get<SalesTaxes>("/reports/sales/taxes", {
    signal,
    forbiddenMessage: salesReportTexts.forbidden,
    query: { from, to },
  });
}

/**
 * Asked apart from the report, as the top products (it reads the range's lines): the totals row shows the
 * report's figures at once and the IVA when it comes. Not asked while `enabled` is false (a range the server
 * would refuse); the figures shown stay while the next range's load.
 */
export function useSalesTaxes(range: SalesRange, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.salesTaxes(range),
    queryFn: ({ signal }) => getSalesTaxes(range, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
