import { formatPesos } from "@inventario/shared/money";
import { type TaxTotal, taxClassLabels, taxClassMarks } from "@inventario/shared/taxes";
import { taxTexts } from "../sale-texts";

type TaxBreakdownProps = {
  subtotal: number;
  taxes: readonly TaxTotal[];
  className?: string;
  /** "receipt": the roll's small black print, each class with the mark its lines carry (taxClassMarks). */
  variant?: "screen" | "receipt";
};

/**
 * A sale's value before taxes and, per IVA class it sold, the base and the IVA (issue 35): on the sale
 * screen before registering, on the sale's detail and on its receipt. Nothing for a sale without classes
 * (registered before IVA was recorded).
 */
export function TaxBreakdown({ subtotal, taxes, className = "", variant = "screen" }: TaxBreakdownProps) {
  if (taxes.length === 0) return null;
  const marked = variant === "receipt";
  return (
    <dl
      aria-label={taxTexts.caption}
      className={`grid gap-0.5 ${marked ? "text-[11px] text-black" : "text-sm text-gray-700"} ${className}`}
    >
      <div className="flex justify-between gap-6">
        <dt>{taxTexts.subtotal}</dt>
        <dd className="tabular-nums">{formatPesos(subtotal)}</dd>
      </div>
      {taxes.map((total) => (
        <div key={total.tax_class} className="flex justify-between gap-6">
          <dt>
            {marked ? `${taxClassMarks[total.tax_class]} ` : ""}
            {taxTexts.classLine(taxClassLabels[total.tax_class], formatPesos(total.base))}
          </dt>
          <dd className="tabular-nums">{formatPesos(total.tax)}</dd>
        </div>
      ))}
    </dl>
  );
}
