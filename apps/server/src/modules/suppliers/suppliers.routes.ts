import { idParamsSchema } from "@inventario/shared/products";
import {
  productSuppliersSchema,
  supplierInputSchema,
  supplierListQuerySchema,
  supplierPageSchema,
  supplierProductsInputSchema,
  supplierProductsSchema,
  supplierSchema,
  supplierUpdateSchema,
} from "@inventario/shared/suppliers";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createdRoute } from "../../http/created-route";
import { deactivateRoute } from "../../http/deactivate-route";
import { listRoute } from "../../http/list-route";
import type { SuppliersExport } from "./suppliers.export";
import type { SuppliersService } from "./suppliers.service";

/** /api/suppliers: the suppliers and their price lists (issue 32). */
export function suppliersRoutes(service: SuppliersService, exports: SuppliersExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["suppliers"];

    listRoute(app, "/", {
      access: "suppliers:read",
      tags,
      summary:
        "Paged list by name, searched by NIT, name, contact, city or email; all=true: every active supplier unpaged; format=xlsx|csv: every page as a file",
      querystring: supplierListQuerySchema,
      answer: supplierPageSchema,
      file: ({ query }) => exports.list(query.search),
      page: ({ query }) => service.list(query.page, query.search, query.all === "true"),
    });

    api.get(
      "/:id",
      {
        config: { access: "suppliers:read" },
        schema: { tags, summary: "One supplier", params: idParamsSchema, response: { 200: supplierSchema } },
      },
      async ({ params }) => service.get(params.id),
    );

    createdRoute(app, "/", {
      access: "suppliers:create",
      tags,
      summary: "Create; the NIT's check digit (DV) must match",
      body: supplierInputSchema,
      answer: supplierSchema,
      create: ({ body }) => service.create(body),
    });

    api.put(
      "/:id",
      {
        config: { access: "suppliers:update" },
        schema: {
          tags,
          summary: "Edit, deactivate or reactivate (is_active)",
          params: idParamsSchema,
          body: supplierUpdateSchema,
          response: { 200: supplierSchema },
        },
      },
      async ({ params, body }) => service.update(params.id, body),
    );

    deactivateRoute(app, "/:id", {
      access: "suppliers:delete",
      tags,
      summary: "Deactivate (never removed)",
      params: idParamsSchema,
      deactivate: ({ params }) => service.deactivate(params.id),
    });

    api.get(
      "/:id/products",
      {
        config: { access: "suppliers:read" },
        schema: {
          tags,
          summary: "The supplier's price list, by product name",
          params: idParamsSchema,
          response: { 200: supplierProductsSchema },
        },
      },
      async ({ params }) => service.products(params.id),
    );

    api.put(
      "/:id/products",
      {
        config: { access: "suppliers:update" },
        schema: {
          tags,
          summary: "Replaces the price list; a product marked preferred stops being preferred with its other suppliers",
          params: idParamsSchema,
          body: supplierProductsInputSchema,
          response: { 200: supplierProductsSchema },
        },
      },
      async ({ params, body }) => service.replaceProducts(params.id, body),
    );
  };
}

/** GET /api/product/{id}/suppliers: the product detail's 'Proveedores'. */
export function productSuppliersRoutes(service: SuppliersService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/:id/suppliers",
      {
        config: { access: "suppliers:read" },
        schema: {
          tags: ["suppliers"],
          summary: "The product's suppliers and their terms, the preferred first",
          params: idParamsSchema,
          response: { 200: productSuppliersSchema },
        },
      },
      async ({ params }) => service.ofProduct(params.id),
    );
  };
}
