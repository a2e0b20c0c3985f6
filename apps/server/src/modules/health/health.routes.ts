import { healthResponseSchema } from "@inventario/shared/health";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type Db, type DbKind, pingDatabase } from "../../db/connection";

export function healthRoutes(db: Db, kind: DbKind) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/health",
      {
        config: { access: "public" },
        schema: { tags: ["health"], summary: "Liveness and database ping", response: { 200: healthResponseSchema } },
      },
      async () => {
        await pingDatabase(db);
        return { status: "ok" as const, db: kind };
      },
    );
  };
}
