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
const clocks = new Map<string, Intl.DateTimeFormat>();

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
    offset = offsetAt(hour * HOUR);
    if (offsets.size >= KEPT_HOURS) offsets.clear();
    offsets.set(hour, offset);
  }
  return new Date(instant + offset);
}

/** The business zone's offset from UTC at `instant` (ms): its wall clock read as UTC, minus the instant. */
function offsetAt(instant: number): number {
  const zone = businessTimeZone();
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    clocks.set(zone, clock);
  }
  const f: Record<string, number> = {};
  for (const part of clock.formatToParts(instant)) f[part.type] = Number(part.value);
  return Date.UTC(f.year as number, (f.month as number) - 1, f.day, f.hour, f.minute) - instant;
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
