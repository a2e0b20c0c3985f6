import { addDays } from "@inventario/shared/alerts";
import type { SessionUser } from "@inventario/shared/auth";
import { fromCents } from "@inventario/shared/money";
import { MOVEMENT_TYPE_CODES, type MovementType } from "@inventario/shared/movements";
import type { Permission } from "@inventario/shared/permissions";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import { CHART_DAYS, type DashboardCharts } from "@inventario/shared/reports";
import type { Db } from "../../db/connection";
import { businessToday } from "../../lib/business-date";
import type { PermissionsService } from "../roles/permissions.service";
import * as repo from "./dashboard-charts.repository";

const noMovements = (): Record<MovementType, number> =>
  Object.fromEntries(MOVEMENT_TYPE_CODES.map((type) => [type, 0])) as Record<MovementType, number>;

export type DashboardChartsService = ReturnType<typeof createDashboardChartsService>;

/**
 * The dashboard's two charts over the last CHART_DAYS business days, today included, every day present
 * (zeros included). Reached with dashboard:read; each series only for a user who may read what it
 * counts (sales:read for the takings, movements:read for the ledger), null otherwise, so the home screen
 * never shows a warehouse keeper the sales amounts their role does not show them elsewhere.
 */
export function createDashboardChartsService(db: Db, permissions: PermissionsService) {
  const may = async (user: SessionUser, permission: Permission) =>
    user.role === ADMIN_ROLE || permissions.userHas(user.id, permission);

  async function sales(days: string[]) {
    const byDay = new Map((await repo.salesPerDay(db, days[0]!, days.at(-1)!)).map((row) => [row.day, row]));
    return days.map((date) => {
      const row = byDay.get(date);
      return { date, sales: row?.sales ?? 0, amount: fromCents(row?.amount_cents ?? 0) };
    });
  }

  async function movements(days: string[]) {
    const byDay = new Map(days.map((date) => [date, noMovements()]));
    for (const row of await repo.movementsPerDay(db, days[0]!, days.at(-1)!)) {
      const counts = byDay.get(row.day);
      if (counts) counts[row.type] += row.movements;
    }
    return days.map((date) => ({ date, counts: byDay.get(date)! }));
  }

  return {
    async charts(user: SessionUser): Promise<DashboardCharts> {
      const today = businessToday();
      const days = Array.from({ length: CHART_DAYS }, (_, i) => addDays(today, i - CHART_DAYS + 1));
      const [canSales, canMovements] = await Promise.all([may(user, "sales:read"), may(user, "movements:read")]);
      const [salesSeries, movementSeries] = await Promise.all([
        canSales ? sales(days) : null,
        canMovements ? movements(days) : null,
      ]);
      return { days, sales: salesSeries, movements: movementSeries };
    },
  };
}
