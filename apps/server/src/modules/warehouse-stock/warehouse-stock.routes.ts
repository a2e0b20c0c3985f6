import { idParamsSchema } from "@inventario/shared/products";
import { warehouseStockPageSchema, warehouseStockQuerySchema } from "@inventario/shared/warehouse-stock";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listOrExport } from "../../lib/export/send";
import type { WarehouseStockExport } from "./warehouse-stock.export";
import type { WarehouseStockService } from "./warehouse-stock.service";

/** /api/warehouse/{id}/stock (issue 33): 'Existencias', what a warehouse holds, lot by lot. */
export function warehouseStockRoutes(service: WarehouseStockService, exports: WarehouseStockExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      "/:id/stock",
      {
        config: { access: "inventory:read" },
        schema: {
          tags: ["warehouses"],
          summary:
            "The warehouse's lots holding stock (state=stocked, by product; expiring within days; expired), searched and filtered by category, with each product's reserved and available; format=xlsx|csv: every row as a file",
          params: idParamsSchema,
          querystring: warehouseStockQuerySchema,
          response: { 200: warehouseStockPageSchema },
        },
      },
      async ({ params, query }, reply) =>
        listOrExport(reply, query.format, {
          file: async () => exports.rows(await service.filters(params.id, query)),
          page: () => service.page(params.id, query),
        }),
    );
  };
}
