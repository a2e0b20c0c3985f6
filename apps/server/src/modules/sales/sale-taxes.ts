import { fromCents } from "@inventario/shared/money";
import { splitTax, type TaxClass, taxTotals } from "@inventario/shared/taxes";

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

/** A recorded line's list price in pesos (null for lines sold before it was kept, migration 0041). */
export const listPriceOf = (line: { list_price_cents: number | string | null }) =>
  line.list_price_cents === null ? null : fromCents(Number(line.list_price_cents));

/** A recorded line's class, base and IVA as the API answers them (pesos; a line before 0037: no class, all base). */
export const lineTaxes = (line: RecordedLine) => ({
  tax_class: line.tax_class,
  base: fromCents(Number(line.base_cents ?? line.subtotal_cents)),
  tax: fromCents(Number(line.tax_cents ?? 0)),
});

/**
 * A sale's value before taxes and its totals per IVA class, from its recorded lines (shared taxTotals):
 * each class's base + IVA adds up to its lines' amounts, so the classes add up to the sale's total. Lines
 * sold before IVA was recorded count whole in the subtotal and in no class.
 */
export const saleTaxTotals = (lines: RecordedLine[]) =>
  taxTotals(
    lines.map((line) => ({
      tax_class: line.tax_class,
      base_cents: Number(line.base_cents ?? line.subtotal_cents),
      tax_cents: Number(line.tax_cents ?? 0),
    })),
  );
