import { badgeCount, reachedCountCap, useAlertSummary } from "../../lib/alert-summary";
import { useCan } from "../../lib/my-permissions";
import { hrefOf, screens, sidebarPlaceOf } from "../screen-access";
import { SidebarLink } from "./sidebar-link";

const countFormat = new Intl.NumberFormat("es-CO");

/** What the badge says to a screen reader: the number, or that it passed what the badge spells out. */
function badgeName(total: number, capped: boolean): string {
  const shown = badgeCount(total, capped);
  // Not "productos": the link would then answer a search for the 'Productos' link too.
  if (shown.endsWith("+")) return `más de ${shown.slice(0, -1)} por atender`;
  return `${countFormat.format(total)} por atender`;
}

function AlertsBadge({ total, capped }: { total: number; capped: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-auto min-w-5 rounded-full bg-red-600 px-2 py-0.5 text-center text-xs font-semibold text-white tabular-nums"
      >
        {badgeCount(total, capped)}
      </span>
      <span className="sr-only"> ({badgeName(total, capped)})</span>
    </>
  );
}

/**
 * 'Alertas' for whoever may read them, with how many products need action (issue 32: each product once,
 * however many of its rows and lots the tabs list). No badge while it loads, when it failed, or when there
 * is nothing to attend to.
 */
export function AlertsSidebarLink() {
  const canRead = useCan(screens.alerts.access);
  const summary = useAlertSummary(undefined, { enabled: canRead });
  if (!canRead) return null;
  const total = summary.data?.products ?? 0;
  return (
    <li>
      <SidebarLink
        to={hrefOf("alerts")}
        label={screens.alerts.label}
        icon={sidebarPlaceOf("alerts")!.icon}
        badge={total > 0 ? <AlertsBadge total={total} capped={reachedCountCap(total)} /> : null}
      />
    </li>
  );
}
