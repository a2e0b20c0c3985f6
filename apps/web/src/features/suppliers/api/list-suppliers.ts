import type { Supplier } from "@inventario/shared/suppliers";
import { getPage, type PageParams, usePagedList } from "../../../lib/paged-list";
import { supplierKeys } from "../../../lib/query-keys";
import { supplierTexts } from "../supplier-texts";

/** Active and inactive suppliers by name, so an inactive one can be found and reactivated. */
function listSuppliers(params: PageParams) {
  return getPage<Supplier>("/suppliers", params, supplierTexts.listForbidden);
}

export function useSupplierList(search: string, page: number) {
  return usePagedList({
    queryKey: supplierKeys.list(search, page),
    fetchPage: (signal) => listSuppliers({ search, page, signal }),
  });
}
