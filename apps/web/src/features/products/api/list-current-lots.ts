import type { LotState } from "@inventario/shared/inventory";
import type { Paged } from "@inventario/shared/pagination";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { productDetailKeys } from "../../../lib/query-keys";

/** One page of the product's lots as they stand, by warehouse name then lot. */
function listCurrentLots(productId: string, page: number, signal?: AbortSignal) {
  return api.get<Paged<LotState>>(`/inventory/current/${encodeURIComponent(productId)}`, { signal, query: { page } });
}

export function useCurrentLots(productId: string, page: number) {
  return usePagedList({
    queryKey: productDetailKeys.lots(productId, page),
    fetchPage: (signal) => listCurrentLots(productId, page, signal),
  });
}
