import type { Supplier, SupplierInput } from "@inventario/shared/suppliers";
import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { supplierTexts } from "../supplier-texts";
import { supplierWriteOptions } from "./supplier-write-options";

/** The body as the route's schema reads it (what the form's own check of that schema let through). */
function createSupplier(payload: SupplierInput): Promise<Supplier> {
  return api.post<Supplier>("/suppliers", payload, writeRequestOptions);
}

export function useCreateSupplier() {
  return useWriteMutation({
    ...supplierWriteOptions,
    mutationFn: createSupplier,
    successMessage: (saved) => supplierTexts.created(saved.name),
  });
}
