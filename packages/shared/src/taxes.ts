import { z } from "zod";
import { fromCents } from "./money";

/**
 * A product's IVA class (issue 35). Retail prices include IVA. 'Exento' is taxed at 0 % (its seller may
 * discount the IVA it paid); 'Excluido' is outside IVA. Both carry no IVA on a sale, and receipts and
 * reports keep them apart, as the DIAN does.
 */
export const TAX_CLASSES = ["IVA_19", "IVA_5", "EXENTO", "EXCLUIDO"] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const taxClassLabels: Record<TaxClass, string> = {
  IVA_19: "IVA 19 %",
  IVA_5: "IVA 5 %",
  EXENTO: "Exento",
  EXCLUIDO: "Excluido",
};

/** The mark beside a line on the receipt, explained under the lines by its class's totals. */
export const taxClassMarks: Record<TaxClass, string> = { IVA_19: "G", IVA_5: "R", EXENTO: "E", EXCLUIDO: "X" };

/** Each class's rate in basis points (19 % = 1,900). */
export const TAX_RATE_BASIS_POINTS: Record<TaxClass, number> = { IVA_19: 1_900, IVA_5: 500, EXENTO: 0, EXCLUIDO: 0 };

/**
 * The class a new product gets when none is given: 'IVA 19 %' for a business that is responsable de IVA;
 * otherwise 'Excluido' (it charges no IVA on anything it sells).
 */
export const defaultTaxClass = (vatResponsible: boolean): TaxClass => (vatResponsible ? "IVA_19" : "EXCLUIDO");

export const taxMessages = {
  classInvalid: "Elige la clase de IVA: IVA 19 %, IVA 5 %, Exento o Excluido",
} as const;

export const taxClassSchema = z.enum(TAX_CLASSES, taxMessages.classInvalid);

/**
 * The one rounding rule of IVA (docs/decisions/0030-iva.md): a line's amount (price × quantity, IVA
 * included, in cents) splits into its base, amount ÷ (1 + rate) rounded half up to the cent, and its IVA,
 * the rest. Base + IVA is the line's amount exactly, so a sale's per-class totals add up to its total.
 * Exact for any amount the sale bounds allow (limits.ts): computed in integers, as BigInt.
 */
export function splitTax(amountCents: number, taxClass: TaxClass): { base_cents: number; tax_cents: number } {
  const basisPoints = TAX_RATE_BASIS_POINTS[taxClass];
  if (basisPoints === 0) return { base_cents: amountCents, tax_cents: 0 };
  const divisor = BigInt(10_000 + basisPoints);
  // round(amount × 10,000 ÷ divisor) half up = floor((2 × amount × 10,000 + divisor) ÷ (2 × divisor)).
  const base = Number((2n * BigInt(amountCents) * 10_000n + divisor) / (2n * divisor));
  return { base_cents: base, tax_cents: amountCents - base };
}

/**
 * A class as a person writes it in a spreadsheet: its label, its code or its rate, ignoring case, accents,
 * spaces and "%" ("IVA 19 %", "iva_19", "19", "0,19", "Exento", "excluído"); null for anything else. A bare
 * 0 is refused: exento and excluido both carry no IVA, and only the word says which.
 */
export function parseTaxClass(text: string): TaxClass | null {
  const word = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s%_]/g, "")
    .replace(/^iva/, "");
  if (word === "19" || word === "0,19" || word === "0.19") return "IVA_19";
  if (word === "5" || word === "0,05" || word === "0.05") return "IVA_5";
  if (word === "exento") return "EXENTO";
  if (word === "excluido") return "EXCLUIDO";
  return null;
}

/**
 * The DIAN's threshold: a sale whose value before taxes (pesos) exceeds 5 UVT needs a factura electrónica,
 * whatever the buyer asks. The server records it with the sale; the sale screen warns before registering.
 */
export const needsElectronicInvoice = (subtotal: number, uvtPesos: number) => subtotal > 5 * uvtPesos;

/** A sale's (or a report's) amounts of one class: its base and its IVA, in pesos. */
export const taxTotalSchema = z.object({ tax_class: z.enum(TAX_CLASSES), base: z.number(), tax: z.number() });
export type TaxTotal = z.infer<typeof taxTotalSchema>;

/**
 * Lines' value before taxes and their totals per class (in the classes' order, only those present), in cents
 * added up, answered in pesos where the API shows them. A line without a class (sold before IVA was
 * recorded) counts in the subtotal only. The server's sale answers and the sale screen's preview both add
 * up their lines here.
 */
export function taxTotals(
  lines: ReadonlyArray<{ tax_class: TaxClass | null; base_cents: number; tax_cents: number }>,
): { subtotal_cents: number; taxes: TaxTotal[] } {
  const byClass = new Map<TaxClass, { base: number; tax: number }>();
  let subtotal = 0;
  for (const line of lines) {
    subtotal += line.base_cents;
    if (line.tax_class === null) continue;
    const total = byClass.get(line.tax_class) ?? { base: 0, tax: 0 };
    byClass.set(line.tax_class, { base: total.base + line.base_cents, tax: total.tax + line.tax_cents });
  }
  const taxes = TAX_CLASSES.flatMap((taxClass) => {
    const total = byClass.get(taxClass);
    return total ? [{ tax_class: taxClass, base: fromCents(total.base), tax: fromCents(total.tax) }] : [];
  });
  return { subtotal_cents: subtotal, taxes };
}
