import { createHash } from "node:crypto";
import { apiErrorSchema } from "@inventario/shared/errors";
import {
  importCheckSchema,
  importListQuerySchema,
  importPageSchema,
  importQuerySchema,
  importRefusedSchema,
  importSchema,
} from "@inventario/shared/import-api";
import {
  IMPORT_KINDS,
  IMPORT_PERMISSIONS,
  importMessages,
  importPermission,
  MAX_IMPORT_BYTES,
} from "@inventario/shared/imports";
import { idParamsSchema } from "@inventario/shared/products";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listRoute } from "../../http/list-route";
import { readUploadedFile } from "../../lib/uploaded-file";
import { buildErrorsFile, sendErrorsFile } from "./import-errors-file";
import { buildImportTemplate } from "./import-template";
import type { ImportsExport } from "./imports.export";
import { ImportRefused, type ImportsService, type Upload } from "./imports.service";

declare module "fastify" {
  interface FastifyRequest {
    /** An import route's uploaded file, read before the idempotency check (its hash is the request's body). */
    upload?: Upload;
  }
}

/**
 * Reads the request's file before the idempotency check (a preHandler, which runs before the plugin's):
 * the request's body becomes the file's hash, name and the query, so a retry with the same key and
 * another file is a mismatch, not the first file's answer.
 */
async function readImportUpload(request: FastifyRequest) {
  const upload = await readUploadedFile(request, {
    field: "file",
    maxBytes: MAX_IMPORT_BYTES,
    messages: importMessages.file,
  });
  request.upload = { bytes: upload.bytes, filename: upload.filename };
  request.body = {
    file_sha256: createHash("sha256").update(upload.bytes).digest("hex"),
    file_name: upload.filename,
    query: request.query,
  };
}

const uploadOf = (request: FastifyRequest): Upload => {
  if (!request.upload) throw new Error("an import route ran without its upload hook");
  return request.upload;
};

const actorOf = (request: FastifyRequest) => (request.user ? { id: request.user.id, role: request.user.role } : null);

/** What a file with errors answers (422): every error listed up to the cap, nothing written. */
const refusal = ({ message, check }: ImportRefused) => ({
  message,
  code: "IMPORT_ERRORS" as const,
  errors: check.errors,
  errors_total: check.errors_total,
});

export function importsRoutes(service: ImportsService, exports: ImportsExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["imports"];

    listRoute(app, "/", {
      // The history is read by whoever may import any kind.
      access: IMPORT_PERMISSIONS,
      tags,
      summary: "Applied imports, newest first; format=xlsx|csv: the whole history as a file",
      querystring: importListQuerySchema,
      answer: importPageSchema,
      file: () => exports.list(),
      page: ({ query }) => service.list(query.page),
    });

    api.get(
      "/:id",
      {
        config: { access: IMPORT_PERMISSIONS },
        schema: { tags, summary: "One applied import", params: idParamsSchema, response: { 200: importSchema } },
      },
      async ({ params }) => service.get(params.id),
    );

    for (const kind of IMPORT_KINDS) {
      const access = importPermission(kind);

      api.get(
        `/templates/${kind}`,
        {
          config: { access },
          schema: {
            tags,
            summary: `The .xlsx template of ${kind}: its headers, an example row, and a sheet explaining each column`,
          },
        },
        async (_request, reply) => {
          const file = await buildImportTemplate(kind, { warehouseNames: await service.warehouseNames() });
          return reply
            .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
            .header("content-disposition", `attachment; filename="plantilla-${kind}.xlsx"`)
            .header("cache-control", "no-store")
            .send(file);
        },
      );

      api.post(
        `/${kind}`,
        {
          config: {
            access,
            idempotent: true,
            idempotentStatus: 201,
            // A check writes nothing: a key it carries is not a write's.
            writesNothing: (request) => (request.query as { dry_run?: string }).dry_run === "true",
          },
          preHandler: readImportUpload,
          schema: {
            tags,
            summary: `Import ${kind} from an .xlsx or .csv (multipart field \`file\`): dry_run=true checks only (200); otherwise all or nothing (201), 422 with every error, 409 for opening stock applied before (confirm_duplicate=true applies it anyway)`,
            consumes: ["multipart/form-data"],
            querystring: importQuerySchema,
            // 422: the file's errors, or a key reused with another file (IDEMPOTENCY_MISMATCH).
            response: {
              200: importCheckSchema,
              201: importSchema,
              422: z.union([importRefusedSchema, apiErrorSchema]),
            },
          },
        },
        async (request, reply) => {
          const upload = uploadOf(request);
          if (request.query.dry_run === "true") return service.check(kind, upload.bytes, actorOf(request));
          try {
            const record = await service.apply(
              kind,
              upload,
              actorOf(request),
              request.idempotency,
              request.query.confirm_duplicate === "true",
            );
            return reply.status(201).send(record);
          } catch (error) {
            if (error instanceof ImportRefused) return reply.status(422).send(refusal(error));
            throw error;
          }
        },
      );

      api.post(
        `/${kind}/errors`,
        {
          config: { access },
          preHandler: readImportUpload,
          schema: {
            tags,
            summary: `The uploaded ${kind} file back with an 'Errores' column (multipart field \`file\`), to fix and upload again`,
            consumes: ["multipart/form-data"],
          },
        },
        async (request, reply) => {
          const upload = uploadOf(request);
          const errors = await service.allErrors(kind, upload.bytes, actorOf(request));
          return sendErrorsFile(reply, await buildErrorsFile(upload.bytes, errors), upload.filename);
        },
      );
    }
  };
}
