import type { Product, productUpdateSchema } from "@inventario/shared/products";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { productKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { productTexts } from "../product-texts";

export type ProductBasicsPayload = z.output<typeof productUpdateSchema>;

type ProductUpdate = { id: string; basics: ProductBasicsPayload };

/** Only the basic fields: stock, cost and lots change through inventory entries, never here. */
function updateProduct({ id, basics }: ProductUpdate): Promise<Product> {
  return api.put<Product>(`/product/${encodeURIComponent(id)}`, basics, writeRequestOptions);
}

export function useUpdateProduct() {
  const texts = { successMessage: productTexts.updated, errorMessage: productTexts.saveError };
  return useWriteMutation({ mutationFn: updateProduct, ...texts, invalidates: productKeys.all });
}
