import type { Supplier } from "@inventario/shared/suppliers";
import { useWriteMutation } from "../../../lib/use-write-mutation";
import { supplierTexts } from "../supplier-texts";
import { supplierWriteOptions } from "./supplier-write-options";
import { putSupplier } from "./update-supplier";

/** There is no reactivate route: the supplier's own fields are sent back with is_active true. */
function reactivateSupplier({ id, is_active: _, ...fields }: Supplier): Promise<Supplier> {
  return putSupplier({ id, ...fields, is_active: true });
}

export function useReactivateSupplier() {
  return useWriteMutation({
    ...supplierWriteOptions,
    mutationFn: reactivateSupplier,
    successMessage: (saved) => supplierTexts.reactivated(saved.name),
  });
}
