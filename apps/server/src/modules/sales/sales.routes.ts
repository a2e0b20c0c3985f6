import { keysetQuerySchema } from "@inventario/shared/pagination";
import { idParamsSchema } from "@inventario/shared/products";
import { saleCreateSchema, salePageSchema, saleSchema } from "@inventario/shared/sales";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createdRoute } from "../../http/created-route";
import type { SalesService } from "./sales.service";

export function salesRoutes(service: SalesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["sales"];

    createdRoute(app, "/", {
      access: "sales:create",
      idempotent: true,
      tags,
      summary: "Register a retail sale and its picking request",
      body: saleCreateSchema,
      answer: saleSchema,
      create: (request) => service.create(request.body, request.user!, request.idempotency),
    });

    api.get(
      "/",
      {
        config: { access: "sales:read" },
        schema: {
          tags,
          summary:
            "Sales, newest first (total counted up to 10,000, «más de 10.000» past it; deeper pages with ?after=)",
          querystring: keysetQuerySchema,
          response: { 200: salePageSchema },
        },
      },
      async ({ query }) => service.list(query),
    );

    api.get(
      "/:id",
      {
        config: { access: "sales:read" },
        schema: { tags, summary: "One sale with its lines", params: idParamsSchema, response: { 200: saleSchema } },
      },
      async ({ params }) => service.get(params.id),
    );
  };
}
