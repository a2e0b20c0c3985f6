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
