import { idParamsSchema } from "@inventario/shared/products";
import { kardexPageSchema, kardexQuerySchema } from "@inventario/shared/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listOrExport } from "../../lib/export/send";
import type { KardexExport } from "./kardex.export";
import type { KardexService } from "./kardex.service";

/** GET /product/{id}/kardex: the product's kardex valorizado (under the products' prefix). */
export function kardexRoutes(service: KardexService, exports: KardexExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      "/:id/kardex",
      {
        config: { access: "reports:read" },
        schema: {
          tags: ["reports"],
          summary:
            "Kardex valorizado: the product's movements between two business dates (default: this month), valued by weighted average cost, with the opening balance; format=xlsx|csv: the whole range as a file",
          params: idParamsSchema,
          querystring: kardexQuerySchema,
          response: { 200: kardexPageSchema },
        },
      },
      async ({ params, query }, reply) =>
        listOrExport(reply, query.format, {
          file: () => exports.list(params.id, query),
          page: () => service.page(params.id, query),
        }),
    );
  };
}
