/** Calendar dates are YYYY-MM-DD; "today" is the business's day in Colombia, not the server's UTC day. */
export const BUSINESS_TIME_ZONE = "America/Bogota";
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** One formatter per zone: building one costs more than the date it formats (every sale asks for today). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function todayInBusinessZone(now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** True for a time zone name this runtime knows (America/Bogota, UTC, …). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** True for a real calendar date such as 2024-02-29; false for 2023-02-29 or 2024-13-01. */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** 2024-03-05 → 05/03/2024 (es-CO day/month/year), without time-zone shifts. */
export function formatDateEsCo(value: string): string {
  const [year, month, day] = value.split("-");
  return `${day}/${month}/${year}`;
}

/**
 * The instants [start, end) of a business date in UTC ISO form, as timestamps are stored. Bogotá keeps
 * UTC−5 all year (no daylight saving), so a business day runs from 05:00Z to the next day's 05:00Z.
 */
export function businessDayBoundsUtc(date: string): { start: string; end: string } {
  const start = new Date(`${date}T05:00:00.000Z`);
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** One formatter per zone giving its wall-clock fields: a zone's UTC offset at an instant. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's offset from UTC (ms) at an instant: its wall clock read as UTC, minus the instant (to the second). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    clockFormats.set(timeZone, format);
  }
  const fields: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) fields[part.type] = Number(part.value);
  const wallClock = Date.UTC(
    fields.year!,
    fields.month! - 1,
    fields.day!,
    fields.hour!,
    fields.minute!,
    fields.second!,
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms since the epoch) a calendar date begins in a time zone: 2026-11-24 in Bogotá is
 * 2026-11-24T05:00:00Z. Asked twice so that a daylight-saving change between the guess and the answer
 * (not Bogotá's case, but any configured zone's) is seen.
 */
export function startOfDayInZone(date: string, timeZone: string = BUSINESS_TIME_ZONE): number {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const first = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  return midnightUtc - zoneOffsetMs(first, timeZone);
}

/** Days from `from` to `to` (YYYY-MM-DD), as calendar dates. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
