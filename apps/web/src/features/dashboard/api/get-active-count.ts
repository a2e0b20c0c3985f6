import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "../../../lib/query-keys";
import { DASHBOARD_STALE_MS } from "./dashboard-freshness";
import { loadQuietly } from "./load-quietly";

/** The API path of each counted resource (the spec's own, singular for products and warehouses). */
export type CountedResource = "clients" | "product" | "warehouse";

function getActiveCount(resource: CountedResource, signal?: AbortSignal): Promise<number> {
  return loadQuietly(
    `the active ${resource} count`,
    (options) => api.get<{ count: number }>(`/${resource}/active/count`, options).then(({ count }) => count),
    signal,
  );
}

export function useActiveCount(resource: CountedResource) {
  return useQuery({
    queryKey: dashboardKeys.count(resource),
    queryFn: ({ signal }) => getActiveCount(resource, signal),
    staleTime: DASHBOARD_STALE_MS,
  });
}
