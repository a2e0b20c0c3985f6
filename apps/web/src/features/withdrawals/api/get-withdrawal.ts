import type { Withdrawal } from "@inventario/shared/withdrawals";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { withdrawalKeys } from "../../../lib/query-keys";

function getWithdrawal(id: string, signal?: AbortSignal): Promise<Withdrawal> {
  return api.get<Withdrawal>(`/withdrawals/${encodeURIComponent(id)}`, { signal });
}

/** Always asked again on opening: someone else may have dispatched part of it meanwhile. */
export function useWithdrawal(id: string) {
  return useQuery({
    queryKey: withdrawalKeys.detail(id),
    queryFn: ({ signal }) => getWithdrawal(id, signal),
    enabled: id !== "",
    staleTime: 0,
  });
}
