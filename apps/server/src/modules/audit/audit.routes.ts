import { auditPageSchema, auditQuerySchema, auditUsersSchema } from "@inventario/shared/audit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listRoute } from "../../http/list-route";
import type { AuditExport } from "./audit.export";
import type { AuditService } from "./audit.service";

export function auditRoutes(service: AuditService, exports: AuditExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    listRoute(app, "/", {
      access: "audit:read",
      tags: ["audit"],
      summary:
        "The audit trail, newest first: changes to master data, documents and security events; filters " +
        "combine; total counted up to 1,000 («más de 1.000»), deeper pages with ?after=; " +
        "format=xlsx|csv: every selected row as a file",
      querystring: auditQuerySchema,
      answer: auditPageSchema,
      file: async ({ query }) => exports.list(query),
      page: ({ query }) => service.page(query),
    });

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
