import type { CashSessionListItem, CashSessionStatus } from "@inventario/shared/cash-sessions";
import type { Paged } from "@inventario/shared/pagination";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { cashSessionKeys } from "../../../lib/query-keys";
import { historyTexts } from "../cash-session-texts";

/** What 'Cajas' asks for; an empty status or employee is none (the API client leaves it out). */
export type CashListFilters = { page: number; status: CashSessionStatus | ""; employee_id: string };

/** GET /cash-sessions: newest first (only one's own without cash:read). */
function listCashSessions(filters: CashListFilters, signal?: AbortSignal) {
  return api.get<Paged<CashSessionListItem>>("/cash-sessions", {
    signal,
    forbiddenMessage: historyTexts.listForbidden,
    query: filters,
  });
}

export function useCashSessionList(filters: CashListFilters) {
  return usePagedList({
    queryKey: cashSessionKeys.list(filters),
    fetchPage: (signal) => listCashSessions(filters, signal),
  });
}
