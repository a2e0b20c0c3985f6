import type { StockCount } from "@inventario/shared/stock-counts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { stockCountKeys } from "../../../lib/query-keys";
import { countDetailTexts } from "../stock-count-texts";

function getCount(id: string, signal?: AbortSignal): Promise<StockCount> {
  return api.get<StockCount>(`/stock-counts/${encodeURIComponent(id)}`, {
    signal,
    forbiddenMessage: countDetailTexts.forbidden,
  });
}

/** Asked again on every opening: other counters, or whoever approves, move the count on meanwhile. */
export function useStockCount(id: string) {
  return useQuery({
    queryKey: stockCountKeys.detail(id),
    queryFn: ({ signal }) => getCount(id, signal),
    enabled: id !== "",
    staleTime: 0,
  });
}
