import { addDays, formatDateEsCo } from "./dates";

/**
 * The calendar periods of the sales report (issue 20), on business dates (YYYY-MM-DD): a day, an ISO
 * week (Monday to Sunday) or a calendar month, each named by its first day. Pure date arithmetic on
 * the date's own digits (UTC noon-free parsing), so no time zone can shift a day.
 */
export const SALES_PERIODS = ["day", "week", "month"] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export const isSalesPeriod = (group: string): group is SalesPeriod =>
  (SALES_PERIODS as readonly string[]).includes(group);

/** 0 = Monday … 6 = Sunday. */
const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The first day of the period holding `date`: itself, its week's Monday, or its month's 1st. */
export function periodStart(date: string, period: SalesPeriod): string {
  if (period === "day") return date;
  if (period === "week") return addDays(date, -weekday(date));
  return `${date.slice(0, 8)}01`;
}

/** The first day of the period after the one starting at `start`. */
export function nextPeriod(start: string, period: SalesPeriod): string {
  if (period === "day") return addDays(start, 1);
  if (period === "week") return addDays(start, 7);
  const [year, month] = start.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** Every period touching [from, to], oldest first, by first day (the first and last may be partial). */
export function periodsBetween(from: string, to: string, period: SalesPeriod): string[] {
  const starts: string[] = [];
  for (let start = periodStart(from, period); start <= to; start = nextPeriod(start, period)) starts.push(start);
  return starts;
}

/** The same month and day `years` later (29 February becomes 1 March). */
export function addYears(date: string, years: number): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  parsed.setUTCFullYear(parsed.getUTCFullYear() + years);
  return parsed.toISOString().slice(0, 10);
}

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

/** "24/11/2026", "Semana del 23/11/2026", "Noviembre 2026". */
export function periodLabel(start: string, period: SalesPeriod): string {
  if (period === "day") return formatDateEsCo(start);
  if (period === "week") return `Semana del ${formatDateEsCo(start)}`;
  const month = MONTHS[Number(start.slice(5, 7)) - 1] ?? "";
  return `${month.charAt(0).toUpperCase()}${month.slice(1)} ${start.slice(0, 4)}`;
}

/** A short label for a chart's axis: "24/11", "23/11", "nov 2026". */
export function periodShortLabel(start: string, period: SalesPeriod): string {
  if (period === "month") return `${(MONTHS[Number(start.slice(5, 7)) - 1] ?? "").slice(0, 3)} ${start.slice(0, 4)}`;
  return `${start.slice(8, 10)}/${start.slice(5, 7)}`;
}

/**
 * The periods a chart of a range shows when the report is grouped by something else (product, client,
 * employee): days up to about three months, weeks up to about a year, months beyond, so a chart never
 * holds more than ~90 bars.
 */
export function chartPeriodFor(from: string, to: string): SalesPeriod {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days <= 92) return "day";
  if (days <= 371) return "week";
  return "month";
}
