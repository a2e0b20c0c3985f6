import { addDays, formatDateEsCo } from "./dates";

/**
 * The POS numbering the DIAN authorised (issue 35, business settings 'Numeración POS'): how a receipt's
 * number reads, why a sale is refused when the numbering cannot give one, and when it nears its end.
 */

/**
 * "POS1-1234" (no prefix: "1234"), as the receipt and the sale's detail print it; null for a sale without one.
 * The number as stored (PostgreSQL's bigint may come as text).
 */
export const formatReceiptNumber = (prefix: string | null, number: number | string | null): string | null =>
  number === null ? null : prefix ? `${prefix}-${Number(number)}` : `${Number(number)}`;

const count = new Intl.NumberFormat("es-CO");

export const posNumberingMessages = {
  exhausted: (to: number) =>
    `Se agotó la numeración POS autorizada por la DIAN (hasta el ${count.format(to)}): registra la nueva resolución en Empresa para seguir vendiendo`,
  expired: (date: string) =>
    `La numeración POS autorizada por la DIAN venció el ${date}: registra la nueva resolución en Empresa para seguir vendiendo`,
  nearEnd: (left: number, until: string) =>
    `La numeración POS autorizada está por terminar: quedan ${count.format(left)} números y vence el ${until}. Solicita una nueva resolución a la DIAN.`,
} as const;

/** The numbering as settings hold it (all given or all null, business-settings.ts). */
type Numbering = { pos_from: number | null; pos_to: number | null; pos_valid_until: string | null };

/**
 * Why to ask the DIAN for a new resolution after a sale took `receiptNumber` ("POS1-1234"): its validity ends
 * within 30 days or the sale was in the last 5 % of the range. Null when neither (or without a numbering).
 */
export function numberingWarning(numbering: Numbering, receiptNumber: string, today: string): string | null {
  const { pos_from: from, pos_to: to, pos_valid_until: until } = numbering;
  if (from === null || to === null || until === null) return null;
  const left = to - Number(receiptNumber.slice(receiptNumber.lastIndexOf("-") + 1));
  const nearEnd = left < Math.ceil((to - from + 1) * 0.05) || addDays(today, 30) >= until;
  return nearEnd ? posNumberingMessages.nearEnd(Math.max(0, left), formatDateEsCo(until)) : null;
}
