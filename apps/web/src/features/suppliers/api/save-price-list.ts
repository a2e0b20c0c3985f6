import type { SupplierProduct, supplierProductsInputSchema } from "@inventario/shared/suppliers";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { supplierKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { priceListTexts } from "../supplier-texts";

export type PriceListPayload = z.output<typeof supplierProductsInputSchema>;

/** PUT /suppliers/{id}/products: the whole list replaces the stored one; the answer is the list as stored. */
function savePriceList(supplierId: string, payload: PriceListPayload): Promise<SupplierProduct[]> {
  return api.put<SupplierProduct[]>(
    `/suppliers/${encodeURIComponent(supplierId)}/products`,
    payload,
    writeRequestOptions,
  );
}

export function useSavePriceList(supplierId: string, supplierName: string) {
  return useWriteMutation({
    mutationFn: (payload: PriceListPayload) => savePriceList(supplierId, payload),
    successMessage: priceListTexts.saved(supplierName),
    errorMessage: priceListTexts.saveError,
    // A product marked preferred here loses the mark with its other suppliers: their lists are stale too.
    invalidates: supplierKeys.all,
    onSaved: (saved, _, queryClient) => queryClient.setQueryData(supplierKeys.products(supplierId), saved),
  });
}
