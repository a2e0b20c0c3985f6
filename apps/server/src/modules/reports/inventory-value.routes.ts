import { inventoryValuePageSchema, inventoryValueQuerySchema } from "@inventario/shared/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { InventoryValueService } from "./inventory-value.service";

/** GET /reports/inventory-value (under the reports' prefix). */
export function inventoryValueRoutes(service: InventoryValueService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      "/inventory-value",
      {
        config: { access: "reports:read" },
        schema: {
          tags: ["reports"],
          summary:
            "The inventory's value at the end of a business date (default today): per product, or per product in one warehouse, units, weighted average cost and value, with the grand total (which the search does not narrow)",
          querystring: inventoryValueQuerySchema,
          response: { 200: inventoryValuePageSchema },
        },
      },
      async ({ query }) => service.page(query),
    );
  };
}
