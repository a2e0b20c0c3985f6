import { z } from "zod";
import { formatPesos } from "./money-format";

export { formatPesos } from "./money-format";

/**
 * Money travels as a decimal number of pesos (≤ 2 decimals) and is stored as integer cents.
 * MAX_MONEY bounds a unit price or cost; amounts (quantity × price, totals) are bounded by limits.ts.
 */
export const MAX_MONEY = 1_000_000_000_000;

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

export function moneySchema(required: string, invalid: string) {
  return z
    .number(required)
    .finite(invalid)
    .min(0, invalid)
    .max(MAX_MONEY, moneyMessages.tooLarge)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, invalid);
}

/** The texts are built when the module loads. */
const moneyMessages = {
  tooLarge: `No puede superar ${formatPesos(MAX_MONEY)}`,
} as const;
