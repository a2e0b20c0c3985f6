import { BUSINESS_TIME_ZONE, DATE_PATTERN, formatDateEsCo } from "@inventario/shared/dates";

const instantFormat = new Intl.DateTimeFormat("es-CO", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/**
 * Day/month/year for a calendar date (2024-03-05) or an ISO instant. Calendar dates are taken as
 * written, never through Date, which would shift them a day west of UTC; instants are shown on the
 * business's calendar (Colombia), whatever the browser's zone.
 */
export function formatDisplayDate(value: string): string {
  if (DATE_PATTERN.test(value)) return formatDateEsCo(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : instantFormat.format(date);
}
