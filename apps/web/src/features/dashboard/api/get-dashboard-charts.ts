import type { DashboardCharts } from "@inventario/shared/reports";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "../../../lib/query-keys";
import { DASHBOARD_STALE_MS } from "./dashboard-freshness";
import { loadQuietly } from "./load-quietly";

/** The last 30 business days: sales (with sales:read) and movements by type (with movements:read). */
function getDashboardCharts(signal?: AbortSignal): Promise<DashboardCharts> {
  return loadQuietly("the charts", (options) => api.get<DashboardCharts>("/dashboard/charts", options), signal);
}

/** Asked only when the user may see at least one of the two series (`enabled`). */
export function useDashboardCharts(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.charts(),
    queryFn: ({ signal }) => getDashboardCharts(signal),
    staleTime: DASHBOARD_STALE_MS,
    enabled,
  });
}
