import { countResponseSchema } from "@inventario/shared/people";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/**
 * GET /active/count, a dashboard card: how many of a list's rows are active. Readable by whoever sees the
 * dashboard, not only by who may read the list. Mounted by clients, employees, products and warehouses.
 */
export function activeCountRoute(
  app: FastifyInstance,
  tags: string[],
  summary: string,
  countActive: () => Promise<number>,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/active/count",
    {
      config: { access: "dashboard:read" },
      schema: { tags, summary, response: { 200: countResponseSchema } },
    },
    async () => ({ count: await countActive() }),
  );
}
