import type { CashSession } from "@inventario/shared/cash-sessions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { cashSessionKeys } from "../../../lib/query-keys";

/** GET /cash-sessions/{id}: one's own shift, or anyone's with cash:read (404 otherwise). */
function getCashSession(id: string, signal?: AbortSignal): Promise<CashSession> {
  return api.get<CashSession>(`/cash-sessions/${encodeURIComponent(id)}`, { signal });
}

/** Asked again on every opening: an open shift's figures change with every sale. */
export function useCashSession(id: string) {
  return useQuery({
    queryKey: cashSessionKeys.detail(id),
    queryFn: ({ signal }) => getCashSession(id, signal),
    enabled: id !== "",
    staleTime: 0,
  });
}
