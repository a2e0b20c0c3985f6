import { inventoryMessages, stockLevelsSchema } from "@inventario/shared/inventory";
import { idParamsSchema, productSchema } from "@inventario/shared/products";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import type { ProductImageService } from "./product-image.service";
import { MAX_IMAGE_BYTES } from "./product-image.service";
import type { ProductsService } from "./products.service";

/**
 * The one file of a multipart body. Whatever fails while reading it is the body's fault — no
 * boundary, a wrong or missing closing boundary, a cut body: busboy throws those as plain errors with
 * no code — so it is answered 400 (413 past the size limit), never 500.
 */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  const refused = (message: string) => new AppError(400, "VALIDATION", message, { image: message });
  try {
    const file = request.isMultipart()
      ? await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })
      : undefined;
    if (!file) throw refused(inventoryMessages.imageMissing);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError(413, "PAYLOAD_TOO_LARGE", inventoryMessages.imageTooLarge);
    // The plugin's own coded errors (limits, prototype keys…) keep their mapping in errors.ts.
    if (code?.startsWith("FST_")) throw error;
    request.log.info({ err: error }, "malformed multipart body");
    throw refused(inventoryMessages.imageMalformed);
  }
}

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
        const bytes = await readImage(request);
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
