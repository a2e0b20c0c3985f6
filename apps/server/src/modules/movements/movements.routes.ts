import { movementPageSchema, movementQuerySchema } from "@inventario/shared/inventory";
import { recentMovementsSchema } from "@inventario/shared/movements";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listOrExport } from "../../lib/export/send";
import type { MovementsExport } from "./movements.export";
import type { MovementsService } from "./movements.service";

const RECENT_LIMIT = 10;

export function movementsRoutes(service: MovementsService, exports: MovementsExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["movements"];

    api.get(
      "/",
      {
        config: { access: "movements:read" },
        schema: {
          tags,
          summary:
            "The ledger, newest first; one product's with product_id (exact total), else the whole ledger " +
            "(total counted up to 10,000, «más de 10.000» past it; deeper pages with ?after=); " +
            "format=xlsx|csv: every movement of the product or of the ledger as a file",
          querystring: movementQuerySchema,
          response: { 200: movementPageSchema },
        },
      },
      async ({ query }, reply) =>
        listOrExport(reply, query.format, {
          file: () => exports.list(query.product_id),
          page: () => service.page(query),
        }),
    );

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
