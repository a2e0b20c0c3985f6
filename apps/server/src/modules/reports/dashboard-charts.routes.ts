import { dashboardChartsSchema } from "@inventario/shared/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { DashboardChartsService } from "./dashboard-charts.service";

/** GET /dashboard/charts (under the dashboard's prefix). */
export function dashboardChartsRoutes(service: DashboardChartsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      "/charts",
      {
        config: { access: "dashboard:read" },
        schema: {
          tags: ["reports"],
          summary:
            "The home screen's charts: sales per business day (with sales:read, else null) and movements per day by type (with movements:read, else null) over the last 30 days, today included, zeros included",
          response: { 200: dashboardChartsSchema },
        },
      },
      // The access hook has put the signed-in user on every request that reaches a permission route.
      async (request) => service.charts(request.user!),
    );
  };
}
