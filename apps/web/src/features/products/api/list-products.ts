import type { Product } from "@inventario/shared/products";
import { getPage, type PageParams, usePagedList } from "../../../lib/paged-list";
import { productKeys } from "../../../lib/query-keys";
import { productTexts } from "../product-texts";

/** Active products by name; the search matches name or SKU, whatever the case or accents. */
function listProducts(params: PageParams) {
  return getPage<Product>("/product", params, productTexts.listForbidden);
}

export function useProductList(search: string, page: number) {
  return usePagedList({
    queryKey: productKeys.list(search, page),
    fetchPage: (signal) => listProducts({ search, page, signal }),
  });
}
