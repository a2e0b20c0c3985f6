import { api } from "../../../lib/api-client";
import { productKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { productTexts } from "../product-texts";

/** A soft delete: the product leaves the list, its stock history stays. */
function deleteProduct(id: string): Promise<void> {
  return api.delete<void>(`/product/${encodeURIComponent(id)}`, writeRequestOptions);
}

export function useDeleteProduct() {
  const texts = { successMessage: productTexts.deleted, errorMessage: productTexts.deleteError };
  // SPEC §8: any failed delete reads 'Ha ocurrido un error', whatever the server said.
  return useWriteMutation({
    mutationFn: deleteProduct,
    ...texts,
    invalidates: productKeys.all,
    serverMessageStatuses: [],
  });
}
