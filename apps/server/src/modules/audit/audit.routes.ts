import { auditPageSchema, auditQuerySchema, auditUsersSchema } from "@inventario/shared/audit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listOrExport } from "../../lib/export/send";
import type { AuditExport } from "./audit.export";
import type { AuditService } from "./audit.service";

export function auditRoutes(service: AuditService, exports: AuditExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      "/",
      {
        config: { access: "audit:read" },
        schema: {
          tags: ["audit"],
          summary:
            "The audit trail, newest first: changes to master data, documents and security events; filters " +
            "combine; total counted up to 1,000 («más de 1.000»), deeper pages with ?after=; " +
            "format=xlsx|csv: every selected row as a file",
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema },
        },
      },
      async ({ query }, reply) =>
        listOrExport(reply, query.format, {
          file: async () => exports.list(query),
          page: () => service.page(query),
        }),
    );

    api.get(
      "/users",
      {
        config: { access: "audit:read" },
        schema: {
          tags: ["audit"],
          summary:
            "Whom the trail can be filtered by (user_id): every employee, deactivated ones too, by name. " +
            "The employees' own routes address them by identification and answer no id",
          response: { 200: auditUsersSchema },
        },
      },
      async () => service.users(),
    );
  };
}
