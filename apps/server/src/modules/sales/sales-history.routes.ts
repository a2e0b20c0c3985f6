import { idParamsSchema } from "@inventario/shared/products";
import { saleCancelSchema, saleDetailSchema, saleListQuerySchema, salesPageSchema } from "@inventario/shared/sales";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listRoute } from "../../http/list-route";
import type { SalesHistoryExport } from "./sales-history.export";
import type { SalesHistoryService } from "./sales-history.service";

/** Registered under /api/sales: the history, a sale's detail and its cancellation. */
export function salesHistoryRoutes(service: SalesHistoryService, exports: SalesHistoryExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["sales"];

    listRoute(app, "/", {
      access: "sales:read",
      tags,
      summary:
        "Sales history, newest first; search by number (V-123, 123), client identification or name; from/to are business dates (America/Bogota), both included; format=xlsx|csv: every page as a file",
      querystring: saleListQuerySchema,
      answer: salesPageSchema,
      file: ({ query }) => exports.list(query),
      page: ({ query }) => service.list(query),
    });

    api.get(
      "/:id",
      {
        config: { access: "sales:read" },
        schema: {
          tags,
          summary:
            "A sale (id or number V-000123) with its lines, client, picking request and dispatches, returns and cancellation",
          params: idParamsSchema,
          response: { 200: saleDetailSchema },
        },
      },
      async ({ params }) => service.get(params.id),
    );

    api.post(
      "/:id/cancel",
      {
        config: { access: "sales:cancel", idempotent: true },
        schema: {
          tags,
          summary:
            "Cancel a sale nothing of which was dispatched: its picking request becomes CANCELLED and its reservation is released; answers the sale's detail",
          params: idParamsSchema,
          body: saleCancelSchema,
          response: { 200: saleDetailSchema },
        },
      },
      async (request) => service.cancel(request.params.id, request.body, request.user?.id ?? null, request.idempotency),
    );
  };
}
