import { z } from "zod";
import { text } from "./text";

/** A Colombian tax id (NIT) and its check digit (DV), as suppliers and the business's own settings take them. */
export const nitMessages = {
  nitRequired: "El NIT es obligatorio",
  nitInvalid: "El NIT debe tener entre 5 y 15 dígitos, sin puntos, guiones ni dígito de verificación",
  dvRequired: "El dígito de verificación es obligatorio",
  dvInvalid: "El dígito de verificación es un número del 0 al 9",
  dvMismatch: "El dígito de verificación no corresponde al NIT",
} as const;

/**
 * The DIAN's check digit of a NIT (Colombian tax id): each digit, from the right, times the weights
 * 3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71; the sum modulo 11 is the digit when it is 0
 * or 1, else 11 minus it. (DIAN, Orden Administrativa 4 de 1989; e.g. the DIAN's own NIT 800197268-4.)
 */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;
export const NIT_PATTERN = /^\d{5,15}$/;

export function nitCheckDigit(nit: string): number {
  let sum = 0;
  for (let i = 0; i < nit.length; i++) sum += Number(nit[nit.length - 1 - i]) * (NIT_WEIGHTS[i] ?? 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** "800.197.268-4": the NIT as a Colombian reads it, with its check digit. */
export function formatNit(nit: string, dv: number): string {
  return `${nit.replace(/\B(?=(\d{3})+(?!\d))/g, ".")}-${dv}`;
}

export const nitSchema = text(nitMessages.nitRequired)
  .trim()
  .min(1, nitMessages.nitRequired)
  .regex(NIT_PATTERN, nitMessages.nitInvalid);

export const dvSchema = z
  .number(nitMessages.dvRequired)
  .int(nitMessages.dvInvalid)
  .min(0, nitMessages.dvInvalid)
  .max(9, nitMessages.dvInvalid);

/** A wrong check digit is refused on dv (a typo in the NIT shows there too). */
export const dvMatchesNit = (value: { nit: string; dv: number }) =>
  !NIT_PATTERN.test(value.nit) || nitCheckDigit(value.nit) === value.dv;
export const dvMismatchIssue = { message: nitMessages.dvMismatch, path: ["dv"] };
