import type { CashSession } from "@inventario/shared/cash-sessions";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { cashSessionKeys } from "./query-keys";

/** 'Caja': where the signed-in employee opens, moves and closes their shift (the sale screen links to it). */
export const cashScreenPath = "/dashboard/cash";

/** GET /cash-sessions/current (cash:operate): the signed-in employee's open shift with its figures, or null. */
function getCurrentCashSession(signal?: AbortSignal): Promise<{ session: CashSession | null }> {
  return api.get<{ session: CashSession | null }>("/cash-sessions/current", { signal, quiet: true });
}

/**
 * The signed-in employee's open shift (null: none open), for 'Caja' and the sale screen's line about it. Asked
 * again whenever a screen showing it mounts: the sales and refunds registered meanwhile change its figures.
 * `enabled` false for a user without cash:operate (the server would refuse).
 */
export function useCurrentCashSession(enabled = true) {
  return useQuery({
    queryKey: cashSessionKeys.current(),
    queryFn: async ({ signal }) => (await getCurrentCashSession(signal)).session,
    enabled,
    staleTime: 0,
  });
}
