import type { Paged } from "@inventario/shared/pagination";
import type { Product } from "@inventario/shared/products";
import { api } from "../../../lib/api-client";

const FORBIDDEN = "No tienes permisos para ver los productos";

/** The first page of active products whose name or SKU matches (the sale screen's search, same endpoint). */
export async function searchProducts(search: string, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await api.get<Paged<Product>>("/product", {
    signal,
    forbiddenMessage: FORBIDDEN,
    query: { page: 1, search },
  });
  return data;
}
