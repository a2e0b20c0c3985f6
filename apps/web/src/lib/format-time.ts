import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";

const timeFormat = new Intl.DateTimeFormat("es-CO", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

/**
 * The time of day of an ISO instant on the business's clock (Colombia), whatever the browser's zone:
 * a movement recorded at 8 a. m. in Bogotá reads 8 a. m. everywhere. Pairs with formatDisplayDate.
 */
export function formatDisplayTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : timeFormat.format(date);
}
