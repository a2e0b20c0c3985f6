import { movementPageSchema, movementQuerySchema } from "@inventario/shared/inventory";
import { recentMovementsSchema } from "@inventario/shared/movements";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { InventoryService } from "../inventory/inventory.service";

const RECENT_LIMIT = 10;

export function movementsRoutes(inventory: InventoryService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["movements"];

    api.get(
      "/",
      {
        config: { access: "movements:read" },
        schema: {
          tags,
          summary: "The ledger, newest first; filter by product_id",
          querystring: movementQuerySchema,
          response: { 200: movementPageSchema },
        },
      },
      async ({ query }) => inventory.movements(query.page, query.product_id),
    );

    api.get(
      "/recent",
      {
        config: { access: "movements:read" },
        schema: { tags, summary: "The 10 latest stock movements", response: { 200: recentMovementsSchema } },
      },
      async () => ({ data: await inventory.recentMovements(RECENT_LIMIT) }),
    );
  };
}
