import {
  alertListQuerySchema,
  alertPageSchema,
  alertSummaryQuerySchema,
  alertSummarySchema,
} from "@inventario/shared/alerts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listRoute } from "../../http/list-route";
import type { AlertsExport } from "./alerts.export";
import type { AlertsService } from "./alerts.service";

export function alertsRoutes(service: AlertsService, exports: AlertsExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["alerts"];

    api.get(
      "/summary",
      {
        config: { access: "alerts:read" },
        schema: {
          tags,
          summary: "How many stock alerts of each kind (low, out, expiring within `days`, expired)",
          querystring: alertSummaryQuerySchema,
          response: { 200: alertSummarySchema },
        },
      },
      async ({ query }) => service.summary(query.days),
    );

    listRoute(app, "/", {
      access: "alerts:read",
      tags,
      summary:
        "A page of one kind of stock alert, most urgent first; search by product name or SKU; format=xlsx|csv: the whole list as a file",
      querystring: alertListQuerySchema,
      answer: alertPageSchema,
      file: ({ query }) => exports.list(query),
      page: ({ query }) => service.list(query),
    });
  };
}
