import type { Paged } from "@inventario/shared/pagination";
import type { Supplier } from "@inventario/shared/suppliers";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { supplierKeys } from "./query-keys";
import { SUPPLIERS_FORBIDDEN } from "./supplier-record";

/** Every active supplier by name in one page (`all=true`): the server leaves inactive ones out. */
function listSupplierOptions(signal?: AbortSignal): Promise<Supplier[]> {
  return api
    .get<Paged<Supplier>>("/suppliers", { signal, forbiddenMessage: SUPPLIERS_FORBIDDEN, query: { all: true } })
    .then(({ data }) => data);
}

/**
 * The suppliers a select offers (a purchase order's supplier, the purchase screens' filters), one query under
 * the suppliers' key, so a supplier added or deactivated on its screen refreshes them. `enabled: false` for a
 * user who may not read suppliers: nothing is asked, no warning comes up.
 */
export function useSupplierOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: supplierKeys.options(),
    queryFn: ({ signal }) => listSupplierOptions(signal),
    enabled,
  });
}
