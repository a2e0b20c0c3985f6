import {
  transferCreateSchema,
  transferListQuerySchema,
  transferPageSchema,
  transferSchema,
} from "@inventario/shared/transfers";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listOrExport } from "../../lib/export/send";
import type { TransfersExport } from "./transfers.export";
import type { TransfersService } from "./transfers.service";

export function transfersRoutes(service: TransfersService, exports: TransfersExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["transfers"];

    api.get(
      "/",
      {
        config: { access: "transfers:read" },
        schema: {
          tags,
          summary:
            "Transfers between warehouses, newest first; search by number, product name or SKU, or warehouse; format=xlsx|csv: every page as a file",
          querystring: transferListQuerySchema,
          response: { 200: transferPageSchema },
        },
      },
      async ({ query }, reply) =>
        listOrExport(reply, query.format, {
          file: () => exports.list(query.search),
          page: () => service.list(query.page, query.search),
        }),
    );

    api.post(
      "/",
      {
        config: { access: "transfers:create", idempotent: true },
        schema: {
          tags,
          summary: "Move units of one lot to another warehouse (TRANSFER_OUT and TRANSFER_IN in one transaction)",
          body: transferCreateSchema,
          response: { 201: transferSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, request.user!, request.idempotency)),
    );
  };
}
