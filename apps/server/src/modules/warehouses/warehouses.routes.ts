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
import { z } from "zod";
import { activeCountRoute } from "../../lib/active-count-route";
import { listOrExport } from "../../lib/export/send";
import type { WarehousesExport } from "./warehouses.export";
import type { WarehousesService } from "./warehouses.service";

export function warehousesRoutes(service: WarehousesService, exports: WarehousesExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["warehouses"];

    api.get(
      "/",
      {
        config: { access: "warehouses:read" },
        schema: {
          tags,
          summary:
            "Paged list by name; all=true returns every active warehouse unpaged (for selects); format=xlsx|csv: every page of the list as a file",
          querystring: warehouseListQuerySchema,
          response: { 200: warehousePageSchema },
        },
      },
      async ({ query }, reply) =>
        listOrExport(reply, query.format, {
          file: () => exports.list(query.search),
          page: () => service.list(query.page, query.search, query.all === "true"),
        }),
    );

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

    api.post(
      "/",
      {
        config: { access: "warehouses:create" },
        schema: { tags, summary: "Create", body: warehouseCreateSchema, response: { 201: warehouseSchema } },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body.name)),
    );

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

    api.delete(
      "/:id",
      {
        config: { access: "warehouses:delete" },
        schema: {
          tags,
          summary: "Deactivate; refused while it holds stock",
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async ({ params }, reply) => {
        await service.deactivate(params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
