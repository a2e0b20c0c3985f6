/**
 * Frozen on 2026-11-24 for migrations 0018–0020 (the app's lib/business-date.ts and shared/dates.ts as
 * they were then): the business date of an instant in a time zone. A migration must mean the same
 * forever, so it never imports the app's calendar, which may change. Never change its meaning.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) of an instant in a time zone. */
function dateInZone(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The business's date now (YYYY-MM-DD) in the given zone. */
export const businessTodayIn = (timeZone: string, now: Date = new Date()): string => dateInZone(now, timeZone);

/** The business date (YYYY-MM-DD) of a stored instant (ISO-8601 UTC text) in the given zone. */
export const businessDateIn = (iso: string, timeZone: string): string => dateInZone(new Date(iso), timeZone);
