import type { Movement } from "@inventario/shared/movements";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "../../../lib/query-keys";
import { DASHBOARD_STALE_MS } from "./dashboard-freshness";
import { loadQuietly } from "./load-quietly";

/** The ten latest stock movements, newest first. */
function getRecentMovements(signal?: AbortSignal): Promise<Movement[]> {
  return loadQuietly(
    "the recent movements",
    (options) => api.get<{ data: Movement[] }>("/movement/recent", options).then(({ data }) => data),
    signal,
  );
}

export function useRecentMovements() {
  return useQuery({
    queryKey: dashboardKeys.recentMovements(),
    queryFn: ({ signal }) => getRecentMovements(signal),
    staleTime: DASHBOARD_STALE_MS,
  });
}
