import type { Product } from "@inventario/shared/products";
import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { detailTexts } from "../product-detail-texts";
import { detailWriteOptions } from "./detail-write-options";

/** Multipart field `image`; the server checks the bytes (JPEG, PNG, WebP) and the size (≤ 2 MB). */
function uploadProductImage(productId: string, file: File): Promise<Product> {
  const body = new FormData();
  body.append("image", file);
  return api.post<Product>(`/product/${encodeURIComponent(productId)}/image`, body, writeRequestOptions);
}

export function useUploadProductImage(productId: string) {
  return useWriteMutation({
    ...detailWriteOptions(productId),
    mutationFn: (file: File) => uploadProductImage(productId, file),
    successMessage: detailTexts.imageUpdated,
    errorMessage: detailTexts.imageError,
    // A wrong type (400) or a file too big (413): the server's text says which.
    serverMessageStatuses: [400, 413],
  });
}
