import { inventoryValuePageSchema, inventoryValueQuerySchema } from "@inventario/shared/reports";
import type { FastifyInstance } from "fastify";
import { listRoute } from "../../http/list-route";
import type { InventoryValueExport } from "./inventory-value.export";
import type { InventoryValueService } from "./inventory-value.service";

/** GET /reports/inventory-value (under the reports' prefix). */
export function inventoryValueRoutes(service: InventoryValueService, exports: InventoryValueExport) {
  return async (app: FastifyInstance) => {
    listRoute(app, "/inventory-value", {
      access: "reports:read",
      tags: ["reports"],
      summary:
        "The inventory's value at the end of a business date (default today): per product, or per product in one warehouse, units, weighted average cost and value, with the grand total (which the search does not narrow); format=xlsx|csv: every row as a file",
      querystring: inventoryValueQuerySchema,
      answer: inventoryValuePageSchema,
      file: ({ query }) => exports.list(query),
      page: ({ query }) => service.page(query),
    });
  };
}
