import { idParamsSchema } from "@inventario/shared/products";
import {
  assignStockSchema,
  withdrawalListQuerySchema,
  withdrawalPageSchema,
  withdrawalSchema,
} from "@inventario/shared/withdrawals";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listRoute } from "../../http/list-route";
import type { WithdrawalsExport } from "./withdrawals.export";
import type { WithdrawalsService } from "./withdrawals.service";

export function withdrawalsRoutes(service: WithdrawalsService, exports: WithdrawalsExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["withdrawals"];

    listRoute(app, "/", {
      access: "withdrawals:read",
      tags,
      summary: "Picking requests, newest first; search by who requested; format=xlsx|csv: every page as a file",
      querystring: withdrawalListQuerySchema,
      answer: withdrawalPageSchema,
      file: ({ query }) => exports.list(query.search),
      page: ({ query }) => service.list(query.page, query.search),
    });

    api.get(
      "/:id",
      {
        config: { access: "withdrawals:read" },
        schema: {
          tags,
          summary: "A picking request with its items",
          params: idParamsSchema,
          response: { 200: withdrawalSchema },
        },
      },
      async ({ params }) => service.get(params.id),
    );

    api.post(
      "/assign-stock/bulk",
      {
        config: { access: "withdrawals:assign", idempotent: true },
        schema: {
          tags,
          summary: "Dispatch stock to picking items from warehouses (FEFO across lots), all or nothing",
          body: assignStockSchema,
          response: { 200: withdrawalSchema },
        },
      },
      async (request) => service.assign(request.body, request.user?.id ?? null, request.idempotency),
    );
  };
}
