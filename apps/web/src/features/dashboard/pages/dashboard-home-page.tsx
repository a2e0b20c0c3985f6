import { PageHeader } from "../../../components/page-header";
import { useCan } from "../../../lib/my-permissions";
import { ActiveCounts } from "../components/active-counts";
import { AlertCounts } from "../components/alert-counts";
import { DashboardCharts } from "../components/dashboard-charts";
import { RecentMovements } from "../components/recent-movements";

/**
 * The index of /dashboard (SPEC §2 "Dashboard home"): the three counts, the stock alerts, the last 30
 * days' sales and movements as charts, and the latest stock movements.
 */
export function DashboardHomePage() {
  // The latest movements are the ledger's (movements:read): left out rather than shown empty and refused.
  const canReadMovements = useCan("movements:read");
  return (
    <>
      <PageHeader title="Main Dashboard" />
      {/* On a phone the six cards are one grid, two per row: each section lets its cards into it (display:
          contents), keeping its name for screen readers. From 640 px each section is its own row of three. */}
      <div className="grid grid-cols-2 gap-3 sm:block">
        <ActiveCounts />
        <AlertCounts />
      </div>
      <DashboardCharts />
      {canReadMovements ? <RecentMovements /> : null}
    </>
  );
}
