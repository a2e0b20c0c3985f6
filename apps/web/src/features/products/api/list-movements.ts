import type { Movement } from "@inventario/shared/movements";
import type { Paged } from "@inventario/shared/pagination";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { productDetailKeys } from "../../../lib/query-keys";

/** One page of the product's movement ledger, newest first. */
function listMovements(productId: string, page: number, signal?: AbortSignal) {
  return api.get<Paged<Movement>>("/movement", { signal, query: { page, product_id: productId } });
}

export function useMovements(productId: string, page: number) {
  return usePagedList({
    queryKey: productDetailKeys.movements(productId, page),
    fetchPage: (signal) => listMovements(productId, page, signal),
  });
}
