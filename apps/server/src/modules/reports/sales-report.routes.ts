import { salesReportQuerySchema, salesReportSchema } from "@inventario/shared/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendExport } from "../../lib/export/send";
import type { SalesReportExport } from "./sales-report.export";
import type { SalesReportService } from "./sales-report.service";

/** GET /reports/sales (under the reports' prefix). */
export function salesReportRoutes(service: SalesReportService, exports: SalesReportExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      "/sales",
      {
        config: { access: "reports:read" },
        schema: {
          tags: ["reports"],
          summary:
            "Sales report: the sales not cancelled between two business dates (default the last 30 days, at most 3 years), grouped by day, ISO week, month, product, client or employee (periods oldest first, every one of the range; the others by amount), with the totals, every period for the chart and the top 10 products; format=xlsx|csv: every group as a file",
          querystring: salesReportQuerySchema,
          response: { 200: salesReportSchema },
        },
      },
      async ({ query }, reply) =>
        query.format ? sendExport(reply, query.format, exports.list(query)) : service.report(query),
    );
  };
}
