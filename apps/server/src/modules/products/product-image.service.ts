import { createHash } from "node:crypto";
import { inventoryMessages } from "@inventario/shared/inventory";
import { productMessages } from "@inventario/shared/products";
import type { Db } from "../../db/connection";
import { AppError, notFound } from "../../errors";
import { nowIso } from "../../lib/time";
import { fieldChanges } from "../audit/audit-trail";
import * as repo from "./product-image.repository";
import * as productsRepo from "./products.repository";
import { recordProductUpdate } from "./products.service";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The type is read from the file's first bytes, never from its name or the declared type. */
function sniffImageType(bytes: Buffer): "image/png" | "image/jpeg" | "image/webp" | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 12 && bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP") {
    return "image/webp";
  }
  return undefined;
}

const imageUrl = (productId: string, etag: string) => `/api/product/${productId}/image?v=${etag}`;

export function createProductImageService(db: Db) {
  return {
    /** Stores the image and points image_url at it (versioned, so browsers may cache it for good). */
    async save(productId: string, bytes: Buffer): Promise<string> {
      if (!(await productsRepo.productExists(db, productId))) throw notFound(productMessages.notFound);
      const contentType = sniffImageType(bytes);
      if (!contentType)
        throw new AppError(400, "VALIDATION", inventoryMessages.imageType, { image: inventoryMessages.imageType });
      const etag = createHash("sha256").update(bytes).digest("base64url").slice(0, 16);
      const at = nowIso();
      const url = imageUrl(productId, etag);
      await db.transaction().execute(async (trx) => {
        const before = await productsRepo.productImageUrl(trx, productId);
        await repo.upsertImage(trx, productId, { content_type: contentType, bytes, etag, updated_at: at });
        await productsRepo.updateProduct(trx, productId, { image_url: url, updated_at: at });
        if (!before) return;
        await recordProductUpdate(
          trx,
          productId,
          before,
          fieldChanges({ image_url: before.image_url }, { image_url: url }),
        );
      });
      return url;
    },

    async load(productId: string) {
      const image = await repo.findImage(db, productId);
      if (!image) throw notFound("El producto no tiene imagen");
      return image;
    },
  };
}
export type ProductImageService = ReturnType<typeof createProductImageService>;
