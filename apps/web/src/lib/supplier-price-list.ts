import type { SupplierProduct } from "@inventario/shared/suppliers";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { supplierKeys } from "../../../lib/query-keys";

/** The supplier's whole price list, by product name: it is read and replaced at once, never paged. */
function getPriceList(supplierId: string, signal?: AbortSignal): Promise<SupplierProduct[]> {
  return api.get<SupplierProduct[]>(`/suppliers/${encodeURIComponent(supplierId)}/products`, { signal });
}

export function usePriceList(supplierId: string) {
  return useQuery({
    queryKey: supplierKeys.products(supplierId),
    queryFn: ({ signal }) => getPriceList(supplierId, signal),
  });
}
