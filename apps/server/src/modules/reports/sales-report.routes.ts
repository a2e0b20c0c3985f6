import {
  salesReportQuerySchema,
  salesReportSchema,
  salesTaxesSchema,
  salesTopProductsQuerySchema,
  salesTopProductsSchema,
} from "@inventario/shared/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listRoute } from "../../http/list-route";
import type { SalesReportExport } from "./sales-report.export";
import type { SalesReportService } from "./sales-report.service";

/** GET /reports/sales and /reports/sales/top-products (under the reports' prefix). */
export function salesReportRoutes(service: SalesReportService, exports: SalesReportExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    listRoute(app, "/sales", {
      access: "reports:read",
      tags: ["reports"],
      summary:
        "Sales report: the sales not cancelled between two business dates (default the last 30 days, at most 3 years), grouped by day, ISO week, month, product, client or employee (periods oldest first, every one of the range; the others by amount), with the totals and every period for the chart (the top 10 products: /reports/sales/top-products); format=xlsx|csv: every group as a file",
      querystring: salesReportQuerySchema,
      answer: salesReportSchema,
      file: ({ query }) => exports.list(query),
      page: ({ query }) => service.report(query),
    });
    // Figures of the report's range asked for apart, so that the report's own answer does not wait for them.
    for (const [path, figure, summary, answer] of [
      [
        "/sales/top-products",
        "topProducts",
        "The 10 products with the largest amount among the sales not cancelled between two business dates (the sales report's range: default the last 30 days, at most 3 years), largest first: a request of its own so the sales report does not wait for it",
        salesTopProductsSchema,
      ],
      [
        "/sales/taxes",
        "taxes",
        "The value before IVA and the base and IVA per class of the sales not cancelled between two business dates (the sales report's range), for its totals row: a request of its own, as the top products",
        salesTaxesSchema,
      ],
    ] as const) {
      api.get(
        path,
        {
          config: { access: "reports:read" },
          schema: { tags: ["reports"], summary, querystring: salesTopProductsQuerySchema, response: { 200: answer } },
        },
        async ({ query }) => service[figure](query),
      );
    }
  };
}
