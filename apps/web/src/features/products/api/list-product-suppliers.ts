import type { ProductSupplier } from "@inventario/shared/suppliers";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { supplierKeys } from "../../../lib/query-keys";

/** The product's suppliers and their terms, the preferred first (a handful: never paged). */
function listProductSuppliers(productId: string, signal?: AbortSignal): Promise<ProductSupplier[]> {
  return api.get<ProductSupplier[]>(`/product/${encodeURIComponent(productId)}/suppliers`, { signal });
}

/** Under the suppliers' key: a price list saved on a supplier's screen makes this section stale. */
export function useProductSuppliers(productId: string) {
  return useQuery({
    queryKey: supplierKeys.ofProduct(productId),
    queryFn: ({ signal }) => listProductSuppliers(productId, signal),
  });
}
