import { inventoryValuePageSchema, inventoryValueQuerySchema } from "@inventario/shared/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listOrExport } from "../../lib/export/send";
import type { InventoryValueExport } from "./inventory-value.export";
import type { InventoryValueService } from "./inventory-value.service";

/** GET /reports/inventory-value (under the reports' prefix). */
export function inventoryValueRoutes(service: InventoryValueService, exports: InventoryValueExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      "/inventory-value",
      {
        config: { access: "reports:read" },
        schema: {
          tags: ["reports"],
          summary:
            "The inventory's value at the end of a business date (default today): per product, or per product in one warehouse, units, weighted average cost and value, with the grand total (which the search does not narrow); format=xlsx|csv: every row as a file",
          querystring: inventoryValueQuerySchema,
          response: { 200: inventoryValuePageSchema },
        },
      },
      async ({ query }, reply) =>
        listOrExport(reply, query.format, { file: () => exports.list(query), page: () => service.page(query) }),
    );
  };
}
