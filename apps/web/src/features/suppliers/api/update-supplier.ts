import type { Supplier, supplierUpdateSchema } from "@inventario/shared/suppliers";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { supplierTexts } from "../supplier-texts";
import { supplierWriteOptions } from "./supplier-write-options";

type SupplierUpdateInput = z.input<typeof supplierUpdateSchema>;

/** PUT /suppliers/{id}: every field; without is_active the supplier keeps its state (a reactivation sends it). */
export function putSupplier({ id, ...payload }: SupplierUpdateInput & { id: string }): Promise<Supplier> {
  return api.put<Supplier>(`/suppliers/${encodeURIComponent(id)}`, payload, writeRequestOptions);
}

export function useUpdateSupplier() {
  return useWriteMutation({
    ...supplierWriteOptions,
    mutationFn: putSupplier,
    successMessage: (saved) => supplierTexts.updated(saved.name),
  });
}
