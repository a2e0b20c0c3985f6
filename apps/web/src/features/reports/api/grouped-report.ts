import type { Paged } from "@inventario/shared/pagination";
import type { QueryKey } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import type { GroupedReportFilters } from "../use-grouped-report-query";

type GroupedReportCall = {
  /** The report's call ("/reports/sales"), answering `?from&to&group&page`. */
  path: string;
  /** Its key in `reportKeys` for these filters. */
  queryKey: QueryKey;
  /** The screen's text for a 403. */
  forbiddenMessage: string;
};

/**
 * A report grouped by period or by who or what (Reportes → 'Ventas', 'Compras'), paged like a list. Not
 * asked while `enabled` is false (a range the server would refuse); the report shown stays while the next loads.
 */
export function useGroupedReport<Report extends Paged<unknown>>(
  { path, queryKey, forbiddenMessage }: GroupedReportCall,
  { from, to, group, page }: GroupedReportFilters<string>,
  enabled: boolean,
) {
  return usePagedList({
    queryKey,
    fetchPage: (signal) => api.get<Report>(path, { signal, forbiddenMessage, query: { from, to, group, page } }),
    enabled,
  });
}
