import type { Paged } from "@inventario/shared/pagination";
import type { Product } from "@inventario/shared/products";
import { api } from "./api-client";

const FORBIDDEN = "No tienes permisos para ver los productos";

/** The first page of active products whose name or SKU matches: the product search of the sale and transfer forms. */
export async function searchProducts(search: string, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await api.get<Paged<Product>>("/product", {
    signal,
    forbiddenMessage: FORBIDDEN,
    query: { page: 1, search },
  });
  return data;
}
