import type { Paged } from "@inventario/shared/pagination";
import type { Product } from "@inventario/shared/products";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productTexts } from "../product-texts";
import { productKeys } from "./product-keys";

type ListProductsParams = { search: string; page: number; signal?: AbortSignal };

/** Active products by name; the search matches name or SKU, whatever the case or accents. */
export function listProducts({ search, page, signal }: ListProductsParams): Promise<Paged<Product>> {
  return api.get<Paged<Product>>("/product", {
    signal,
    forbiddenMessage: productTexts.listForbidden,
    query: { page, search },
  });
}

/** Keeps the page on screen while the next one loads, so paging and searching do not flash empty. */
export function useProductList(search: string, page: number) {
  return useQuery({
    queryKey: productKeys.list(search, page),
    queryFn: ({ signal }) => listProducts({ search, page, signal }),
    placeholderData: keepPreviousData,
  });
}
