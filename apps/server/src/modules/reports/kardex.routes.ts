import { idParamsSchema } from "@inventario/shared/products";
import { kardexPageSchema, kardexQuerySchema } from "@inventario/shared/reports";
import type { FastifyInstance } from "fastify";
import { listRoute } from "../../http/list-route";
import type { KardexExport } from "./kardex.export";
import type { KardexService } from "./kardex.service";

/** GET /product/{id}/kardex: the product's kardex valorizado (under the products' prefix). */
export function kardexRoutes(service: KardexService, exports: KardexExport) {
  return async (app: FastifyInstance) => {
    listRoute(app, "/:id/kardex", {
      access: "reports:read",
      tags: ["reports"],
      summary:
        "Kardex valorizado: the product's movements between two business dates (default: this month), valued by weighted average cost, with the opening balance; format=xlsx|csv: the whole range as a file",
      params: idParamsSchema,
      querystring: kardexQuerySchema,
      answer: kardexPageSchema,
      file: ({ params, query }) => exports.list(params.id, query),
      page: ({ params, query }) => service.page(params.id, query),
    });
  };
}
