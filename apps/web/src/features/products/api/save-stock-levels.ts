import type { stockLevelsSchema } from "@inventario/shared/inventory";
import type { Product } from "@inventario/shared/products";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { detailTexts } from "../product-detail-texts";
import { detailWriteOptions } from "./detail-write-options";

export type StockLevels = z.output<typeof stockLevelsSchema>;

/** The product's optimal stock: the minimum and maximum quantity it should hold. */
function saveStockLevels(productId: string, levels: StockLevels): Promise<Product> {
  return api.put<Product>(`/product/${encodeURIComponent(productId)}/stock-levels`, levels, writeRequestOptions);
}

export function useSaveStockLevels(productId: string) {
  return useWriteMutation({
    ...detailWriteOptions(productId),
    mutationFn: (levels: StockLevels) => saveStockLevels(productId, levels),
    successMessage: detailTexts.stockLevelsSaved,
    errorMessage: detailTexts.saveProductError,
  });
}
