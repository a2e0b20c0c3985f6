import { idParamsSchema } from "@inventario/shared/products";
import { saleDetailSchema, saleReturnSchema } from "@inventario/shared/sales";
import type { FastifyInstance } from "fastify";
import { createdRoute } from "../../http/created-route";
import type { SaleReturnsService } from "./sale-returns.service";

/** Registered under /api/sales, beside the sales history routes. */
export function saleReturnsRoutes(service: SaleReturnsService) {
  return async (app: FastifyInstance) => {
    createdRoute(app, "/:id/returns", {
      access: "sales:return",
      idempotent: true,
      tags: ["sales"],
      summary:
        "Return dispatched units of a sale (id or number V-000123): back into a warehouse lot (RETURN movement) or written off; answers the sale's detail",
      params: idParamsSchema,
      body: saleReturnSchema,
      answer: saleDetailSchema,
      create: (request) =>
        service.register(request.params.id, request.body, request.user?.id ?? null, request.idempotency),
    });
  };
}
