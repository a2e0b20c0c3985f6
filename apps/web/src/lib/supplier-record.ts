import type { Supplier } from "@inventario/shared/suppliers";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { supplierKeys } from "../../../lib/query-keys";
import { supplierTexts } from "../supplier-texts";

function getSupplier(id: string, signal?: AbortSignal): Promise<Supplier> {
  return api.get<Supplier>(`/suppliers/${encodeURIComponent(id)}`, {
    signal,
    forbiddenMessage: supplierTexts.listForbidden,
  });
}

export function useSupplier(id: string) {
  return useQuery({ queryKey: supplierKeys.detail(id), queryFn: ({ signal }) => getSupplier(id, signal) });
}
