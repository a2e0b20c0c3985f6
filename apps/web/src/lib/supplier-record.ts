import type { Supplier } from "@inventario/shared/suppliers";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { supplierKeys } from "./query-keys";

export const SUPPLIERS_FORBIDDEN = "No tienes permisos para ver los proveedores";

function getSupplier(id: string, signal?: AbortSignal): Promise<Supplier> {
  return api.get<Supplier>(`/suppliers/${encodeURIComponent(id)}`, { signal, forbiddenMessage: SUPPLIERS_FORBIDDEN });
}

/**
 * One supplier's record: its own screen, and a purchase order's, which names it with its NIT (on paper too).
 * `enabled: false` for a user who may not read suppliers: nothing is asked, no warning comes up.
 */
export function useSupplierRecord(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: supplierKeys.detail(id),
    queryFn: ({ signal }) => getSupplier(id, signal),
    enabled: enabled && id !== "",
  });
}
