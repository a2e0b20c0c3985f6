import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";

const dateTimeFormat = new Intl.DateTimeFormat("es-CO", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * An ISO instant as day/month/year and time on the business's clock (Colombia), whatever the browser's
 * zone: a movement recorded at 8 a. m. in Bogotá reads 8 a. m. everywhere.
 */
export function formatDisplayDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}
