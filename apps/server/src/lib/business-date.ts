import { BUSINESS_TIME_ZONE, startOfDayInZone, todayInBusinessZone } from "@inventario/shared/dates";

/**
 * The business's calendar: "today" is its date in BUSINESS_TIME_ZONE (default America/Bogota), not the
 * server's UTC date, so a lot expiring on the 24th is sellable until midnight in Bogotá even when UTC
 * is already the 25th. Set once at start-up from the configuration (config/env.ts).
 */
let zone = BUSINESS_TIME_ZONE;

export function useBusinessTimeZone(timeZone: string): void {
  zone = timeZone;
}

/** The configured zone itself, for what needs more than dates from it (an export's wall clock). */
export const businessTimeZone = (): string => zone;

/** The business's date now (YYYY-MM-DD). */
export const businessToday = (now: Date = new Date()): string => todayInBusinessZone(now, zone);

/** The business date (YYYY-MM-DD) of a stored instant (ISO-8601 UTC text). */
export const businessDateOf = (iso: string): string => todayInBusinessZone(new Date(iso), zone);

/** The instant (ms) the business date begins: the bound a report by date reads the ledger up to. */
export const businessDayStart = (date: string): number => startOfDayInZone(date, zone);
