import {
  salesReportQuerySchema,
  salesReportSchema,
  salesTaxesSchema,
  salesTopProductsQuerySchema,
  salesTopProductsSchema,
} from "@inventario/shared/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listOrExport } from "../../lib/export/send";
import type { SalesReportExport } from "./sales-report.export";
import type { SalesReportService } from "./sales-report.service";

/** GET /reports/sales and /reports/sales/top-products (under the reports' prefix). */
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
            "Sales report: the sales not cancelled between two business dates (default the last 30 days, at most 3 years), grouped by day, ISO week, month, product, client or employee (periods oldest first, every one of the range; the others by amount), with the totals and every period for the chart (the top 10 products: /reports/sales/top-products); format=xlsx|csv: every group as a file",
          querystring: salesReportQuerySchema,
          response: { 200: salesReportSchema },
        },
      },
      async ({ query }, reply) =>
        listOrExport(reply, query.format, { file: () => exports.list(query), page: () => service.report(query) }),
    );
    api.get(
      "/sales/top-products",
      {
        config: { access: "reports:read" },
        schema: {
          tags: ["reports"],
          summary:
            "The 10 products with the largest amount among the sales not cancelled between two business dates (the sales report's range: default the last 30 days, at most 3 years), largest first: a request of its own so the sales report does not wait for it",
          querystring: salesTopProductsQuerySchema,
          response: { 200: salesTopProductsSchema },
        },
      },
      async ({ query }) => service.topProducts(query),
    );
    api.get(
      "/sales/taxes",
      {
        config: { access: "reports:read" },
        schema: {
          tags: ["reports"],
          summary:
            "The value before IVA and the base and IVA per class of the sales not cancelled between two business dates (the sales report's range), for its totals row: a request of its own, as the top products",
          querystring: salesTopProductsQuerySchema,
          response: { 200: salesTaxesSchema },
        },
      },
      async ({ query }) => service.taxes(query),
    );
  };
}
