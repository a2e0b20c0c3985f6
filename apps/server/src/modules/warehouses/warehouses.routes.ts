import { namesBatchRequestSchema, namesBatchResponseSchema } from "@inventario/shared/names-batch";
import { idParamsSchema } from "@inventario/shared/products";
import {
  warehouseCreateSchema,
  warehouseListQuerySchema,
  warehousePageSchema,
  warehouseSchema,
  warehouseUpdateSchema,
} from "@inventario/shared/warehouses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createdRoute } from "../../http/created-route";
import { deactivateRoute } from "../../http/deactivate-route";
import { listRoute } from "../../http/list-route";
import { activeCountRoute } from "../../lib/active-count-route";
import type { WarehousesExport } from "./warehouses.export";
import type { WarehousesService } from "./warehouses.service";

export function warehousesRoutes(service: WarehousesService, exports: WarehousesExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["warehouses"];

    listRoute(app, "/", {
      access: "warehouses:read",
      tags,
      summary:
        "Paged list by name; all=true returns every active warehouse unpaged (for selects); format=xlsx|csv: every page of the list as a file",
      querystring: warehouseListQuerySchema,
      answer: warehousePageSchema,
      file: ({ query }) => exports.list(query.search),
      page: ({ query }) => service.list(query.page, query.search, query.all === "true"),
    });

    activeCountRoute(app, tags, "Active warehouses", service.countActive);

    api.post(
      "/names-batch",
      {
        config: { access: "warehouses:read" },
        schema: {
          tags,
          summary: "Names of these ids; unknown ids omitted",
          body: namesBatchRequestSchema,
          response: { 200: namesBatchResponseSchema },
        },
      },
      async ({ body }) => service.namesBatch(body.ids),
    );

    createdRoute(app, "/", {
      access: "warehouses:create",
      tags,
      summary: "Create",
      body: warehouseCreateSchema,
      answer: warehouseSchema,
      create: (request) => service.create(request.body.name),
    });

    api.put(
      "/:id",
      {
        config: { access: "warehouses:update" },
        schema: {
          tags,
          summary: "Rename or (de)activate",
          params: idParamsSchema,
          body: warehouseUpdateSchema,
          response: { 200: warehouseSchema },
        },
      },
      async ({ params, body }) => service.update(params.id, body),
    );

    deactivateRoute(app, "/:id", {
      access: "warehouses:delete",
      tags,
      summary: "Deactivate; refused while it holds stock",
      params: idParamsSchema,
      deactivate: ({ params }) => service.deactivate(params.id),
    });
  };
}
