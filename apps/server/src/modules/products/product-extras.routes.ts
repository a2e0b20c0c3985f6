import { inventoryMessages, stockLevelsSchema } from "@inventario/shared/inventory";
import { idParamsSchema, productSchema } from "@inventario/shared/products";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { readUploadedFile } from "../../lib/uploaded-file";
import type { ProductImageService } from "./product-image.service";
import { MAX_IMAGE_BYTES } from "./product-image.service";
import type { ProductsService } from "./products.service";

/** Optimal stock levels and the product image: the detail page's extra saves. */
export function productExtrasRoutes(products: ProductsService, images: ProductImageService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["products"];

    api.put(
      "/:id/stock-levels",
      {
        config: { access: "products:update" },
        schema: {
          tags,
          summary: "Product-level minimum and maximum stock",
          params: idParamsSchema,
          body: stockLevelsSchema,
          response: { 200: productSchema },
        },
      },
      async ({ params, body }) => products.setStockLevels(params.id, body.min_stock, body.max_stock),
    );

    api.post(
      "/:id/image",
      {
        config: { access: "products:update" },
        schema: {
          tags,
          summary: "Upload the image (multipart field 'image'; JPEG, PNG or WebP, ≤ 2 MB)",
          params: idParamsSchema,
          response: { 200: productSchema },
        },
      },
      async (request) => {
        const { bytes } = await readUploadedFile(request, {
          field: "image",
          maxBytes: MAX_IMAGE_BYTES,
          messages: {
            missing: inventoryMessages.imageMissing,
            tooLarge: inventoryMessages.imageTooLarge,
            malformed: inventoryMessages.imageMalformed,
          },
        });
        await images.save(request.params.id, bytes);
        return products.get(request.params.id);
      },
    );

    api.get(
      "/:id/image",
      { config: { access: "products:read" }, schema: { tags, summary: "The product image", params: idParamsSchema } },
      async (request, reply) => {
        const image = await images.load(request.params.id);
        const etag = `"${image.etag}"`;
        // The URL carries the version (?v=etag), so a browser may keep it until the image changes.
        reply.header("cache-control", "private, max-age=31536000, immutable").header("etag", etag);
        if (request.headers["if-none-match"] === etag) return reply.status(304).send();
        return reply.type(image.content_type).send(Buffer.from(image.bytes));
      },
    );
  };
}
