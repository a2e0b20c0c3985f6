import { PRODUCT_RELOAD_DELAY_MS } from "@inventario/shared/constants";
import type { Product, productCreateSchema } from "@inventario/shared/products";
import type { QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { productKeys } from "../../../lib/query-keys";
import { invalidateAfterStockWrite } from "../../../lib/stock-write-invalidations";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { productTexts } from "../product-texts";

export type ProductCreatePayload = z.output<typeof productCreateSchema>;

/** The product with its first lot in one warehouse; the server records the IN movement with it. */
function createProduct(payload: ProductCreatePayload, idempotencyKey?: string): Promise<Product> {
  return api.post<Product>("/product", payload, { ...writeRequestOptions, idempotencyKey });
}

export function useCreateProduct() {
  return useWriteMutation({
    // The first lot is stock: a retried submission must not create the product twice.
    mutationFn: useIdempotentWrite(createProduct),
    successMessage: productTexts.created,
    errorMessage: productTexts.saveError,
    invalidates: productKeys.all,
    reloadDelayMs: PRODUCT_RELOAD_DELAY_MS,
    // Its first lot is stock. Only marked stale: the list on screen reloads after the delay above.
    onSaved: (product: Product, _payload: ProductCreatePayload, queryClient: QueryClient) =>
      void invalidateAfterStockWrite(queryClient, [product.id], { refetchType: "none" }),
  });
}
