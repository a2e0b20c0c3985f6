import type { Supplier } from "@inventario/shared/suppliers";
import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { supplierTexts } from "../supplier-texts";
import { supplierWriteOptions } from "./supplier-write-options";

/** DELETE never removes a supplier: it is deactivated, keeping its price list, and can be reactivated. */
function deactivateSupplier(supplier: Supplier): Promise<void> {
  return api.delete<void>(`/suppliers/${encodeURIComponent(supplier.id)}`, writeRequestOptions);
}

export function useDeactivateSupplier() {
  return useWriteMutation({
    ...supplierWriteOptions,
    mutationFn: deactivateSupplier,
    successMessage: (_, supplier) => supplierTexts.deactivated(supplier.name),
  });
}
