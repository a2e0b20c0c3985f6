import { createHash } from "node:crypto";
import { PAGE_SIZE } from "@inventario/shared/constants";
import { apiErrorSchema } from "@inventario/shared/errors";
import { importRefusedSchema as stockCountRefusedSchema } from "@inventario/shared/import-api";
import { importMessages, MAX_IMPORT_BYTES } from "@inventario/shared/imports";
import { shortagesSchema } from "@inventario/shared/inventory";
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
  stockCountShortagesQuerySchema,
  stockCountUploadQuerySchema,
  stockCountUploadSchema,
  stockCountVarianceQuerySchema,
  stockCountVarianceSchema,
} from "@inventario/shared/stock-counts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createdRoute } from "../../http/created-route";
import { listRoute } from "../../http/list-route";
import { listOrExport } from "../../lib/export/send";
import { paged, pageOffset } from "../../lib/paging";
import { readUploadedFile } from "../../lib/uploaded-file";
import { sendErrorsFile } from "../imports/import-errors-file";
import { SheetRefused } from "./count-upload";
import type { StockCountsExport } from "./stock-counts.export";
import type { StockCountsService } from "./stock-counts.service";

declare module "fastify" {
  interface FastifyRequest {
    /** The count sheet an upload carries, read before the idempotency check (its hash is the body). */
    countUpload?: { bytes: Buffer; filename: string };
  }
}

/**
 * Reads the uploaded sheet before the idempotency check (a preHandler runs before the plugin's): the
 * request's body becomes the file's hash and the query, so a retry with the same key and another file
 * is a mismatch, not the first file's answer.
 */
async function readCountUpload(request: FastifyRequest) {
  const upload = await readUploadedFile(request, {
    field: "file",
    maxBytes: MAX_IMPORT_BYTES,
    messages: importMessages.file,
  });
  request.countUpload = upload;
  request.body = { file_sha256: createHash("sha256").update(upload.bytes).digest("hex"), query: request.query };
}

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

    createdRoute(app, "/", {
      access: "counts:approve",
      tags,
      summary: "Open a count (CF-000012) of a warehouse, optionally of a category, a search or a list of SKUs",
      body: stockCountInputSchema,
      answer: stockCountSchema,
      create: (request) => service.open(request.body, request.user!),
    });

    api.get(
      "/:id",
      {
        config: { access: "counts:read" },
        schema: { tags, summary: "One count", params: idParamsSchema, response: { 200: stockCountSchema } },
      },
      async ({ params, user }) => service.get(params.id, user!),
    );

    listRoute(app, "/:id/lines", {
      access: "counts:read",
      tags,
      summary:
        "The count sheet by product and lot; filter all|differences|uncounted|moved; book and difference omitted for a counter of a blind count; format=xlsx|csv: every row as a file (the printable sheet)",
      params: idParamsSchema,
      querystring: stockCountLinesQuerySchema,
      answer: stockCountLinePageSchema,
      file: async ({ params, query, user }) => {
        const { count, shows } = await service.sheetAccess(params.id, query, user!);
        return exports.sheet(count, query, shows);
      },
      page: ({ params, query, user }) => service.lines(params.id, query, user!),
    });

    api.get(
      "/:id/variance",
      {
        config: { access: "counts:read" },
        schema: {
          tags,
          summary:
            "The variance report: products over or under the book (largest value first), by category and in total; once applied, what the adjustment wrote; before, at the average cost now; 403 to a counter of a blind count; format=xlsx|csv: every product as a file",
          params: idParamsSchema,
          querystring: stockCountVarianceQuerySchema,
          response: { 200: stockCountVarianceSchema },
        },
      },
      async ({ params, query, user }, reply) => {
        const { count, report } = await service.variance(params.id, user!);
        return listOrExport(reply, query.format, {
          file: () => exports.variance(count, report),
          page: () => {
            const { products, ...figures } = report;
            const offset = pageOffset(query.page);
            return {
              ...paged(products.slice(offset, offset + PAGE_SIZE), query.page, products.length),
              ...figures,
            };
          },
        });
      },
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
      "/:id/upload",
      {
        config: {
          access: "counts:count",
          idempotent: true,
          // A check writes nothing: a key it carries is not a write's.
          writesNothing: (request) => (request.query as { dry_run?: string }).dry_run === "true",
        },
        preHandler: readCountUpload,
        schema: {
          tags,
          summary:
            "A filled count sheet (.xlsx or .csv, multipart field `file`; columns Código, Lote, Contado): dry_run=true checks only; otherwise all or nothing, each row setting the uploader's count of its line; 422 with every error",
          consumes: ["multipart/form-data"],
          params: idParamsSchema,
          querystring: stockCountUploadQuerySchema,
          response: { 200: stockCountUploadSchema, 422: z.union([stockCountRefusedSchema, apiErrorSchema]) },
        },
      },
      async (request, reply) => {
        if (!request.countUpload) throw new Error("the upload route ran without its upload hook");
        const dryRun = request.query.dry_run === "true";
        try {
          return await service.upload(
            request.params.id,
            request.countUpload.bytes,
            dryRun,
            request.user!,
            request.idempotency,
          );
        } catch (error) {
          if (!(error instanceof SheetRefused)) throw error;
          const { errors, errors_total } = error.answer;
          return reply.status(422).send({ message: error.message, code: "IMPORT_ERRORS", errors, errors_total });
        }
      },
    );

    api.post(
      "/:id/upload/errors",
      {
        config: { access: "counts:count" },
        preHandler: readCountUpload,
        schema: {
          tags,
          summary:
            "The uploaded count sheet back with an 'Errores' column holding every error of its rows (multipart field `file`), to fix and upload again",
          consumes: ["multipart/form-data"],
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        if (!request.countUpload) throw new Error("the errors route ran without its upload hook");
        const { bytes, filename } = request.countUpload;
        return sendErrorsFile(reply, await service.uploadErrors(request.params.id, bytes), filename);
      },
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
          summary:
            "REVIEW → APPLIED: adjustments for every difference; uncounted lots kept or put to zero; 409 when it leaves pending sales short unless confirm_shortages",
          params: idParamsSchema,
          body: stockCountApplyInputSchema,
          response: { 200: stockCountSchema },
        },
      },
      async (request) => service.apply(request.params.id, request.body, request.user!, request.idempotency),
    );

    api.get(
      "/:id/shortages",
      {
        config: { access: "counts:approve" },
        schema: {
          tags,
          summary:
            "Products applying the count would leave with less than their pending picking requests need, and those sales (V-000123); apply asks confirm_shortages for them",
          params: idParamsSchema,
          querystring: stockCountShortagesQuerySchema,
          response: { 200: shortagesSchema },
        },
      },
      async ({ params, query }) => service.shortages(params.id, query.uncounted),
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
