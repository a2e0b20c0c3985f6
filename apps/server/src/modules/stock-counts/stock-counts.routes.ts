import { idParamsSchema } from "@inventario/shared/products";
import {
  stockCountApplyInputSchema,
  stockCountCancelInputSchema,
  stockCountEntriesInputSchema,
  stockCountEntriesResultSchema,
  stockCountInputSchema,
  stockCountLinePageSchema,
  stockCountLinesQuerySchema,
  stockCountListQuerySchema,
  stockCountPageSchema,
  stockCountRecountInputSchema,
  stockCountSchema,
} from "@inventario/shared/stock-counts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listOrExport } from "../../lib/export/send";
import type { StockCountsExport } from "./stock-counts.export";
import type { StockCountsService } from "./stock-counts.service";

/** /api/stock-counts (issue 33): physical counts, their entries, review and adjustments. */
export function stockCountsRoutes(service: StockCountsService, exports: StockCountsExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["stock-counts"];

    api.get(
      "/",
      {
        config: { access: "counts:read" },
        schema: {
          tags,
          summary: "Counts newest first; filters status and warehouse_id",
          querystring: stockCountListQuerySchema,
          response: { 200: stockCountPageSchema },
        },
      },
      async (request) => service.list(request.query, request.user!),
    );

    api.post(
      "/",
      {
        config: { access: "counts:approve" },
        schema: {
          tags,
          summary: "Open a count (CF-000012) of a warehouse, optionally of a category, a search or a list of SKUs",
          body: stockCountInputSchema,
          response: { 201: stockCountSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.open(request.body, request.user!)),
    );

    api.get(
      "/:id",
      {
        config: { access: "counts:read" },
        schema: { tags, summary: "One count", params: idParamsSchema, response: { 200: stockCountSchema } },
      },
      async ({ params, user }) => service.get(params.id, user!),
    );

    api.get(
      "/:id/lines",
      {
        config: { access: "counts:read" },
        schema: {
          tags,
          summary:
            "The count sheet by product and lot; filter all|differences|uncounted|moved; book and difference omitted for a counter of a blind count; format=xlsx|csv: every row as a file (the printable sheet)",
          params: idParamsSchema,
          querystring: stockCountLinesQuerySchema,
          response: { 200: stockCountLinePageSchema },
        },
      },
      async ({ params, query, user }, reply) =>
        listOrExport(reply, query.format, {
          file: async () => {
            const { count, shows } = await service.sheetAccess(params.id, query, user!);
            return exports.sheet(count, query, shows);
          },
          page: () => service.lines(params.id, query, user!),
        }),
    );

    api.post(
      "/:id/entries",
      {
        config: { access: "counts:count" },
        schema: {
          tags,
          summary: "Counted quantities (a scan adds 1); all or nothing; several counters' entries are summed",
          params: idParamsSchema,
          body: stockCountEntriesInputSchema,
          response: { 200: stockCountEntriesResultSchema },
        },
      },
      async ({ params, body, user }) => service.addEntries(params.id, body, user!),
    );

    api.post(
      "/:id/review",
      {
        config: { access: "counts:approve" },
        schema: { tags, summary: "OPEN → REVIEW", params: idParamsSchema, response: { 200: stockCountSchema } },
      },
      async ({ params, user }) => service.review(params.id, user!),
    );

    api.post(
      "/:id/recount",
      {
        config: { access: "counts:approve" },
        schema: {
          tags,
          summary: "REVIEW → OPEN, these lines to be counted again",
          params: idParamsSchema,
          body: stockCountRecountInputSchema,
          response: { 200: stockCountSchema },
        },
      },
      async ({ params, body, user }) => service.recount(params.id, body.lines, user!),
    );

    api.post(
      "/:id/apply",
      {
        config: { access: "counts:approve", idempotent: true },
        schema: {
          tags,
          summary: "REVIEW → APPLIED: adjustments for every difference; uncounted lots kept or put to zero",
          params: idParamsSchema,
          body: stockCountApplyInputSchema,
          response: { 200: stockCountSchema },
        },
      },
      async (request) => service.apply(request.params.id, request.body.uncounted, request.user!, request.idempotency),
    );

    api.post(
      "/:id/cancel",
      {
        config: { access: "counts:approve" },
        schema: {
          tags,
          summary: "Cancel an unapplied count: nothing changes",
          params: idParamsSchema,
          body: stockCountCancelInputSchema,
          response: { 200: stockCountSchema },
        },
      },
      async ({ params, body, user }) => service.cancel(params.id, body.reason, user!),
    );
  };
}
