import { recentMovementsSchema } from "@inventario/shared/movements";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/connection";

const RECENT_LIMIT = 10;

export function movementsRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/recent",
      {
        config: { access: "movements:read" },
        schema: {
          tags: ["movements"],
          summary: "The 10 latest stock movements",
          response: { 200: recentMovementsSchema },
        },
      },
      // Ids are time-ordered, so the primary key serves "latest first".
      async () => ({
        data: await db
          .selectFrom("movements")
          .select([
            "id",
            "product_id",
            "warehouse_id",
            "type",
            "quantity",
            "unit",
            "lot_number",
            "reference",
            "created_at",
          ])
          .orderBy("id", "desc")
          .limit(RECENT_LIMIT)
          .execute(),
      }),
    );
  };
}
