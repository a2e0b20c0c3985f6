import { ALERT_COUNT_CAP, DEFAULT_EXPIRY_WINDOW, type ExpiryWindow } from "@inventario/shared/alert-windows";
import type { AlertSummary } from "@inventario/shared/alerts";
import { useQuery } from "@tanstack/react-query";
import { afterNextPaint } from "./after-next-paint";
import { api } from "./api-client";
import { isAbortError } from "./api-error";
import { alertKeys } from "./query-keys";

/**
 * GET /alerts/summary: how many alerts of each kind. Quiet: the sidebar badge and the dashboard cards are
 * on every screen, also for those who may not read alerts, so a refused or failed count never raises a
 * warning; the reason goes to the console (SPEC §8, as the dashboard's other counts).
 */
async function getAlertSummary(days: ExpiryWindow, signal?: AbortSignal): Promise<AlertSummary> {
  try {
    // Sent once the screen has painted: the sidebar's badge mounts with every screen.
    await afterNextPaint();
    return await api.get<AlertSummary>("/alerts/summary", { signal, quiet: true, query: { days } });
  } catch (error) {
    if (!isAbortError(error)) console.error("Could not load the alert summary", error);
    throw error;
  }
}

/** The badge and the cards may show a count up to 30 s old: it is a hint, and the alerts screen lists fresh rows. */
const SUMMARY_STALE_MS = 30_000;

type SummaryOptions = {
  /** False while the user is not known to hold `alerts:read`. */
  enabled?: boolean;
  /** The dashboard asks again each time it is opened (0). */
  staleTime?: number;
};

/**
 * The counts of the sidebar badge, the dashboard's alert cards and the alerts screen's tabs: one query per
 * expiry window, shared by every screen. A successful write anywhere refreshes it (`query-client.ts`).
 */
export function useAlertSummary(days: ExpiryWindow = DEFAULT_EXPIRY_WINDOW, options: SummaryOptions = {}) {
  return useQuery({
    queryKey: alertKeys.summary(days),
    queryFn: ({ signal }) => getAlertSummary(days, signal),
    staleTime: options.staleTime ?? SUMMARY_STALE_MS,
    enabled: options.enabled ?? true,
  });
}

const countFormat = new Intl.NumberFormat("es-CO");

/** A count as a badge shows it: '1.234', with a '+' when the server stopped counting (there are more). */
export function badgeCount(count: number, capped = false): string {
  return `${countFormat.format(count)}${capped ? "+" : ""}`;
}

/** True when `count` is a count the server stopped at ALERT_COUNT_CAP: there may be more. */
export const reachedCountCap = (count: number) => count >= ALERT_COUNT_CAP;
