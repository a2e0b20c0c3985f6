import type { Product } from "@inventario/shared/products";
import { api } from "../../../lib/api-client";

/**
 * The active product whose SKU is exactly the scanned code (trimmed, any case); 404 with a Spanish message
 * naming the code otherwise. Quiet: the scan field says what went wrong, a toast would repeat it.
 */
export function getProductBySku(code: string, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>("/product/by-sku", { signal, quiet: true, query: { sku: code } });
}
