import { PageHeader } from "../../../components/page-header";
import { ActiveCounts } from "../components/active-counts";
import { RecentMovements } from "../components/recent-movements";

/** The index of /dashboard (SPEC §2 "Dashboard home"): the three counts and the latest stock movements. */
export function DashboardHomePage() {
  return (
    <>
      <PageHeader title="Main Dashboard" />
      <ActiveCounts />
      <RecentMovements />
    </>
  );
}
