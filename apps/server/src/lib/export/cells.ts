import { zoneOffsetMs } from "@inventario/shared/dates";
import { businessTimeZone } from "../business-date";

/**
 * An instant's wall clock in the business's time zone, as a Date whose UTC fields are that clock: what
 * a spreadsheet date holds (it has no time zone), and what the CSV prints.
 *
 * The zone's offset is asked once per UTC hour (zones change offset on a whole hour, daylight saving
 * included) and the hours met last are kept: an export formats up to millions of instants, in list
 * order, so mostly of the same hour as the row before. (Asking the zone for every instant cost a third
 * of a ledger export.)
 */
const HOUR = 3_600_000;
const offsets = new Map<number, number>();
const KEPT_HOURS = 50_000;

let offsetsZone = "";

export function wallClock(iso: string): Date {
  // The zone is set once at start-up; tests set others: the offsets kept are the zone's.
  if (businessTimeZone() !== offsetsZone) {
    offsets.clear();
    offsetsZone = businessTimeZone();
  }
  const instant = Date.parse(iso);
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = zoneOffsetMs(hour * HOUR, offsetsZone);
    if (offsets.size >= KEPT_HOURS) offsets.clear();
    offsets.set(hour, offset);
  }
  return new Date(instant + offset);
}

/** A calendar date `YYYY-MM-DD` as a Date at its UTC midnight: a day without a time zone. */
export const calendarDate = (value: string): Date => new Date(`${value}T00:00:00Z`);

const two = (n: number) => String(n).padStart(2, "0");

/** dd/mm/aaaa of a Date's UTC fields. */
export const dayMonthYear = (date: Date) =>
  `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

/** dd/mm/aaaa hh:mm of a Date's UTC fields. */
export const dayMonthYearTime = (date: Date) =>
  `${dayMonthYear(date)} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
