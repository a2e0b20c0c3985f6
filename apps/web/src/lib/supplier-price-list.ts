import type { SupplierProduct } from "@inventario/shared/suppliers";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { supplierKeys } from "./query-keys";

/**
 * A supplier's whole price list, by product name: it is read and replaced at once, never paged. Its screen
 * edits it; a purchase order proposes each line's unit cost from it.
 */
function getPriceList(supplierId: string, signal?: AbortSignal): Promise<SupplierProduct[]> {
  return api.get<SupplierProduct[]>(`/suppliers/${encodeURIComponent(supplierId)}/products`, { signal });
}

/** `supplierId` "" asks nothing (no supplier chosen yet). */
export function usePriceList(supplierId: string) {
  return useQuery({
    queryKey: supplierKeys.products(supplierId),
    queryFn: ({ signal }) => getPriceList(supplierId, signal),
    enabled: supplierId !== "",
  });
}
