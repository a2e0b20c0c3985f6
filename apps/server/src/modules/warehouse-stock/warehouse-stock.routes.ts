import { idParamsSchema } from "@inventario/shared/products";
import { warehouseStockPageSchema, warehouseStockQuerySchema } from "@inventario/shared/warehouse-stock";
import type { FastifyInstance } from "fastify";
import { listRoute } from "../../http/list-route";
import type { WarehouseStockExport } from "./warehouse-stock.export";
import type { WarehouseStockService } from "./warehouse-stock.service";

/** /api/warehouse/{id}/stock (issue 33): 'Existencias', what a warehouse holds, lot by lot. */
export function warehouseStockRoutes(service: WarehouseStockService, exports: WarehouseStockExport) {
  return async (app: FastifyInstance) => {
    listRoute(app, "/:id/stock", {
      access: "inventory:read",
      tags: ["warehouses"],
      summary:
        "The warehouse's lots holding stock (state=stocked, by product; expiring within days; expired), searched and filtered by category, with each product's reserved and available; format=xlsx|csv: every row as a file",
      params: idParamsSchema,
      querystring: warehouseStockQuerySchema,
      answer: warehouseStockPageSchema,
      file: async ({ params, query }) => exports.rows(await service.filters(params.id, query)),
      page: ({ params, query }) => service.page(params.id, query),
    });
  };
}
