import { fromCents } from "@inventario/shared/money";
import { splitTax, TAX_CLASSES, type TaxClass, type TaxTotal } from "@inventario/shared/taxes";

/** A line's amount (IVA included) and its IVA as recorded: null class and split on lines sold before 0037. */
type RecordedLine = {
  subtotal_cents: number | string;
  tax_class: TaxClass | null;
  base_cents: number | string | null;
  tax_cents: number | string | null;
};

type PricedLine = { product_id: string; quantity: number; unit_price_cents: number };
export type TaxedLine = PricedLine & { tax_class: TaxClass; base_cents: number; tax_cents: number };

/** A new line's IVA by the one rounding rule (shared taxes.ts splitTax), at its product's class. */
export const taxedLine = (line: PricedLine, taxClass: TaxClass): TaxedLine => ({
  ...line,
  tax_class: taxClass,
  ...splitTax(line.quantity * line.unit_price_cents, taxClass),
});

/** A recorded line's class, base and IVA as the API answers them (pesos; a line before 0037: no class, all base). */
export const lineTaxes = (line: RecordedLine) => ({
  tax_class: line.tax_class,
  base: fromCents(Number(line.base_cents ?? line.subtotal_cents)),
  tax: fromCents(Number(line.tax_cents ?? 0)),
});

/**
 * A sale's value before taxes and its totals per IVA class (in the classes' order, only those it sold),
 * from its lines: each class's base + IVA adds up to its lines' amounts, so the classes add up to the
 * sale's total. Lines sold before IVA was recorded count whole in the subtotal and in no class.
 */
export function saleTaxTotals(lines: RecordedLine[]): { subtotal_cents: number; taxes: TaxTotal[] } {
  const byClass = new Map<TaxClass, { base: number; tax: number }>();
  let subtotal = 0;
  for (const line of lines) {
    const base = Number(line.base_cents ?? line.subtotal_cents);
    subtotal += base;
    if (line.tax_class === null) continue;
    const total = byClass.get(line.tax_class) ?? { base: 0, tax: 0 };
    total.base += base;
    total.tax += Number(line.tax_cents ?? 0);
    byClass.set(line.tax_class, total);
  }
  const taxes = TAX_CLASSES.flatMap((taxClass) => {
    const total = byClass.get(taxClass);
    return total ? [{ tax_class: taxClass, base: fromCents(total.base), tax: fromCents(total.tax) }] : [];
  });
  return { subtotal_cents: subtotal, taxes };
}
