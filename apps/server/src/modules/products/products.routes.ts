import { namesBatchRequestSchema, productNamesBatchResponseSchema } from "@inventario/shared/names-batch";
import {
  idParamsSchema,
  productBySkuQuerySchema,
  productCreateSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  productUpdateSchema,
} from "@inventario/shared/products";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createdRoute } from "../../http/created-route";
import { deactivateRoute } from "../../http/deactivate-route";
import { listRoute } from "../../http/list-route";
import { activeCountRoute } from "../../lib/active-count-route";
import type { ProductsExport } from "./products.export";
import type { ProductsService } from "./products.service";

export function productsRoutes(service: ProductsService, exports: ProductsExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["products"];

    listRoute(app, "/", {
      access: "products:read",
      tags,
      summary:
        "Active products by name, each with its total quantity; search by name or SKU; format=xlsx|csv: every page as a file",
      querystring: productListQuerySchema,
      answer: productPageSchema,
      file: ({ query }) => exports.list(query.search),
      page: ({ query }) => service.list(query.page, query.search),
    });

    activeCountRoute(app, tags, "Active products", service.countActive);

    api.post(
      "/names-batch",
      {
        config: { access: "products:read" },
        schema: {
          tags,
          summary: "Names and SKUs of these ids; unknown ids omitted",
          body: namesBatchRequestSchema,
          response: { 200: productNamesBatchResponseSchema },
        },
      },
      async ({ body }) => service.namesBatch(body.ids),
    );

    api.get(
      "/by-sku",
      {
        config: { access: "products:read" },
        schema: {
          tags,
          summary: "The active product whose SKU is exactly this code (trimmed, any case): a barcode scan; 404 if none",
          querystring: productBySkuQuerySchema,
          response: { 200: productSchema },
        },
      },
      async ({ query }) => service.bySku(query.sku),
    );

    api.get(
      "/:id",
      {
        config: { access: "products:read" },
        schema: { tags, summary: "One product", params: idParamsSchema, response: { 200: productSchema } },
      },
      async ({ params }) => service.get(params.id),
    );

    createdRoute(app, "/", {
      access: "products:create",
      idempotent: true,
      tags,
      summary: "Create the product with its first lot and IN movement, in one transaction",
      body: productCreateSchema,
      answer: productSchema,
      create: (request) => service.create(request.body, request.user?.id ?? null, request.idempotency),
    });

    api.put(
      "/:id",
      {
        config: { access: "products:update" },
        schema: {
          tags,
          summary: "Edit the basic fields",
          params: idParamsSchema,
          body: productUpdateSchema,
          response: { 200: productSchema },
        },
      },
      async ({ params, body }) => service.update(params.id, body),
    );

    deactivateRoute(app, "/:id", {
      access: "products:delete",
      tags,
      summary: "Deactivate; history kept",
      params: idParamsSchema,
      deactivate: ({ params }) => service.deactivate(params.id),
    });
  };
}
