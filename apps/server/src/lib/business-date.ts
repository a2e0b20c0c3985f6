import { BUSINESS_TIME_ZONE, todayInBusinessZone } from "@inventario/shared/dates";

/**
 * The business's calendar: "today" is its date in BUSINESS_TIME_ZONE (default America/Bogota), not the
 * server's UTC date, so a lot expiring on the 24th is sellable until midnight in Bogotá even when UTC
 * is already the 25th. Set once at start-up from the configuration (config/env.ts).
 */
let zone = BUSINESS_TIME_ZONE;

export function useBusinessTimeZone(timeZone: string): void {
  zone = timeZone;
}

/** The business's date now (YYYY-MM-DD). */
export const businessToday = (now: Date = new Date()): string => todayInBusinessZone(now, zone);
