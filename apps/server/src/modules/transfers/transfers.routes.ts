import {
  transferCreateSchema,
  transferListQuerySchema,
  transferPageSchema,
  transferSchema,
} from "@inventario/shared/transfers";
import type { FastifyInstance } from "fastify";
import { createdRoute } from "../../http/created-route";
import { listRoute } from "../../http/list-route";
import type { TransfersExport } from "./transfers.export";
import type { TransfersService } from "./transfers.service";

export function transfersRoutes(service: TransfersService, exports: TransfersExport) {
  return async (app: FastifyInstance) => {
    const tags = ["transfers"];

    listRoute(app, "/", {
      access: "transfers:read",
      tags,
      summary:
        "Transfers between warehouses, newest first; search by number, product name or SKU, or warehouse; format=xlsx|csv: every page as a file",
      querystring: transferListQuerySchema,
      answer: transferPageSchema,
      file: ({ query }) => exports.list(query.search),
      page: ({ query }) => service.list(query.page, query.search),
    });

    createdRoute(app, "/", {
      access: "transfers:create",
      idempotent: true,
      tags,
      summary: "Move units of one lot to another warehouse (TRANSFER_OUT and TRANSFER_IN in one transaction)",
      body: transferCreateSchema,
      answer: transferSchema,
      create: (request) => service.create(request.body, request.user!, request.idempotency),
    });
  };
}
