import { DEFAULT_EXPIRY_WINDOW } from "@inventario/shared/alert-windows";
import { CalendarClock, CalendarX2, TrendingDown } from "lucide-react";
import { reachedCountCap, useAlertSummary } from "../../../lib/alert-summary";
import { useCan } from "../../../lib/my-permissions";
import { DASHBOARD_STALE_MS } from "../api/dashboard-freshness";
import { StatCard } from "./stat-card";

const ALERTS_PATH = "/dashboard/alerts";

const CARDS = [
  { kind: "low", label: "Stock bajo", icon: TrendingDown, to: `${ALERTS_PATH}?kind=low` },
  {
    kind: "expiring",
    label: `Por vencer (${DEFAULT_EXPIRY_WINDOW} días)`,
    icon: CalendarClock,
    to: `${ALERTS_PATH}?kind=expiring&days=${DEFAULT_EXPIRY_WINDOW}`,
  },
  { kind: "expired", label: "Vencidos", icon: CalendarX2, to: `${ALERTS_PATH}?kind=expired` },
] as const;

/**
 * The stock alerts on the home screen (issue 19), each card opening its tab of 'Alertas'; shown to whoever
 * may read them. One summary request for the three, asked again each time the dashboard opens.
 */
export function AlertCounts() {
  const canRead = useCan("alerts:read");
  const summary = useAlertSummary(DEFAULT_EXPIRY_WINDOW, { enabled: canRead, staleTime: DASHBOARD_STALE_MS });
  if (!canRead) return null;
  return (
    <section aria-label="Alertas de inventario" className="max-sm:contents sm:mt-4 sm:grid sm:grid-cols-3 sm:gap-4">
      {CARDS.map(({ kind, ...card }) => {
        const count = summary.data?.[kind];
        return (
          <StatCard
            key={kind}
            {...card}
            count={count}
            more={count !== undefined && reachedCountCap(count)}
            loading={summary.isLoading}
          />
        );
      })}
    </section>
  );
}
