import type { UseFormRegisterReturn } from "react-hook-form";
import { transformInput } from "./transform-input";

// Numbers typed into text boxes: the product forms and a supplier's price list read them the same way.

// An empty box is a missing value, which the schema reports with its own message; Number("") would
// turn it into a silent 0.
export const toNumber = (value: string): number | undefined => (value.trim() === "" ? undefined : Number(value));

/**
 * Pesos as written in Colombia: dots group thousands and are dropped, a comma starts at most two
 * decimals ("$ 12.500,50" → "12500,50"), so a price copied from the screen keeps its value.
 */
export function keepMoney(value: string): string {
  const [whole = "", ...decimals] = value.replace(/[^\d,]/g, "").split(",");
  return decimals.length === 0 ? whole : `${whole},${decimals.join("").slice(0, 2)}`;
}

/** 12500.5 → "12500,5", the way keepMoney writes it. */
export const moneyText = (amount: number): string => String(amount).replace(".", ",");

/** "12500,5" → 12500.5; empty stays missing. */
export const moneyNumber = (text: string): number | undefined => toNumber(text.replace(",", "."));

/** A registered money input that keeps only what keepMoney allows, as it is typed or pasted. */
export function moneyInput<TName extends string>(registration: UseFormRegisterReturn<TName>) {
  return transformInput(registration, keepMoney);
}

/**
 * Units typed for a return: a whole number from 0 to `max`, an empty box counting as 0 (nothing goes
 * back); null for anything else. A sale's return and a return to the supplier read them the same way.
 */
export function returnedUnits(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity <= max ? quantity : null;
}
