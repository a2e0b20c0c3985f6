import { formatPesos } from "@inventario/shared/money";
import { type TaxTotal, taxClassLabels, taxClassMarks } from "@inventario/shared/taxes";

export const taxBreakdownTexts = {
  subtotal: "Subtotal sin IVA",
  classLine: (label: string, base: string) => `${label} sobre ${base}`,
} as const;

type TaxBreakdownProps = {
  /** Names the list for assistive technology ('IVA de la venta', 'IVA de la caja'). */
  caption: string;
  subtotal: number;
  taxes: readonly TaxTotal[];
  className?: string;
  /**
   * "receipt": the roll's small black print, each class with the mark its lines carry (taxClassMarks);
   * "paper": the same print without marks, for a document whose lines are not listed (a shift's report).
   */
  variant?: "screen" | "receipt" | "paper";
};

/**
 * A value before taxes and, per IVA class sold, the base and the IVA (issue 35): a sale's on the sale screen
 * before registering, on its detail and on its receipt; a cash shift's on its screen and its report. Nothing
 * when there is no class (sales registered before IVA was recorded, a shift without sales).
 */
export function TaxBreakdown({ caption, subtotal, taxes, className = "", variant = "screen" }: TaxBreakdownProps) {
  if (taxes.length === 0) return null;
  const marked = variant === "receipt";
  return (
    <dl
      aria-label={caption}
      className={`grid gap-0.5 ${variant === "screen" ? "text-sm text-gray-700" : "text-[11px] text-black"} ${className}`}
    >
      <div className="flex justify-between gap-6">
        <dt>{taxBreakdownTexts.subtotal}</dt>
        <dd className="tabular-nums">{formatPesos(subtotal)}</dd>
      </div>
      {taxes.map((total) => (
        <div key={total.tax_class} className="flex justify-between gap-6">
          <dt>
            {marked ? `${taxClassMarks[total.tax_class]} ` : ""}
            {taxBreakdownTexts.classLine(taxClassLabels[total.tax_class], formatPesos(total.base))}
          </dt>
          <dd className="tabular-nums">{formatPesos(total.tax)}</dd>
        </div>
      ))}
    </dl>
  );
}
