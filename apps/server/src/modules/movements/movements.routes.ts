import { movementPageSchema, movementQuerySchema } from "@inventario/shared/inventory";
import { recentMovementsSchema } from "@inventario/shared/movements";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listRoute } from "../../http/list-route";
import type { MovementsExport } from "./movements.export";
import type { MovementsService } from "./movements.service";

const RECENT_LIMIT = 10;

export function movementsRoutes(service: MovementsService, exports: MovementsExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["movements"];

    listRoute(app, "/", {
      access: "movements:read",
      tags,
      summary:
        "The ledger, newest first; one product's with product_id (exact total), else the whole ledger " +
        "(total counted up to 10,000, «más de 10.000» past it; deeper pages with ?after=); " +
        "format=xlsx|csv: every movement of the product or of the ledger as a file",
      querystring: movementQuerySchema,
      answer: movementPageSchema,
      file: ({ query }) => exports.list(query.product_id),
      page: ({ query }) => service.page(query),
    });

    api.get(
      "/recent",
      {
        config: { access: "movements:read" },
        schema: { tags, summary: "The 10 latest stock movements", response: { 200: recentMovementsSchema } },
      },
      async () => ({ data: await service.recent(RECENT_LIMIT) }),
    );
  };
}
