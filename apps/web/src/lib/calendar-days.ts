import { capitalize } from "./capitalize";

/**
 * Calendar arithmetic on YYYY-MM-DD dates for the date picker, in UTC so no time zone moves a day.
 * Weeks start on Monday, as in Colombia.
 */

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The same day `months` later, or the month's last day when it has no such day (31 Jan + 1 → 29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return toIso(date);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(iso: string): number {
  return (toDate(iso).getUTCDay() + 6) % 7;
}

/** The month of `iso` as weeks of seven, Monday first; null where a week runs into another month. */
export function monthWeeks(iso: string): (string | null)[][] {
  const first = `${iso.slice(0, 7)}-01`;
  const days: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** Keeps a date within [min, max] (either may be missing). */
export function clampDate(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

const monthFormat = new Intl.DateTimeFormat("es-CO", { month: "long", year: "numeric", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("es-CO", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Marzo de 2024". */
export const monthTitle = (iso: string) => capitalize(monthFormat.format(toDate(iso)));
/** "martes, 5 de marzo de 2024": a day button's name for screen readers. */
export const dayName = (iso: string) => dayFormat.format(toDate(iso));

/** Monday first: the short names over the columns and the full ones read out. */
export const WEEKDAYS = [
  { short: "lu", long: "lunes" },
  { short: "ma", long: "martes" },
  { short: "mi", long: "miércoles" },
  { short: "ju", long: "jueves" },
  { short: "vi", long: "viernes" },
  { short: "sá", long: "sábado" },
  { short: "do", long: "domingo" },
] as const;
