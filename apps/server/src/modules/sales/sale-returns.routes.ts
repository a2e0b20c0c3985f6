import { idParamsSchema } from "@inventario/shared/products";
import { saleDetailSchema, saleReturnSchema } from "@inventario/shared/sales";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SaleReturnsService } from "./sale-returns.service";

/** Registered under /api/sales, beside the sales history routes. */
export function saleReturnsRoutes(service: SaleReturnsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      "/:id/returns",
      {
        config: { access: "sales:return", idempotent: true },
        schema: {
          tags: ["sales"],
          summary:
            "Return dispatched units of a sale (id or number V-000123): back into a warehouse lot (RETURN movement) or written off; answers the sale's detail",
          params: idParamsSchema,
          body: saleReturnSchema,
          response: { 201: saleDetailSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.register(request.params.id, request.body, request.user?.id ?? null, request.idempotency)),
    );
  };
}
