import type { SaleDetail } from "@inventario/shared/sales";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { saleKeys } from "../../../lib/query-keys";

function getSale(id: string, signal?: AbortSignal): Promise<SaleDetail> {
  return api.get<SaleDetail>(`/sales/${encodeURIComponent(id)}`, { signal });
}

/** Asked again on every opening: its request may have been dispatched or cancelled meanwhile. */
export function useSale(id: string) {
  return useQuery({
    queryKey: saleKeys.detail(id),
    queryFn: ({ signal }) => getSale(id, signal),
    enabled: id !== "",
    staleTime: 0,
  });
}
