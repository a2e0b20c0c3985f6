import type { Product, productUpdateSchema } from "@inventario/shared/products";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { detailTexts } from "../product-detail-texts";
import { detailWriteOptions } from "./detail-write-options";

export type ProductBasics = z.output<typeof productUpdateSchema>;

/** The whole basic record (category and image URL included): the PUT replaces all of it. */
function updateProductBasics(productId: string, basics: ProductBasics): Promise<Product> {
  return api.put<Product>(`/product/${encodeURIComponent(productId)}`, basics, writeRequestOptions);
}

export function useUpdateProductBasics(productId: string) {
  return useWriteMutation({
    ...detailWriteOptions(productId),
    mutationFn: (basics: ProductBasics) => updateProductBasics(productId, basics),
    successMessage: detailTexts.productUpdated,
    errorMessage: detailTexts.saveProductError,
  });
}
