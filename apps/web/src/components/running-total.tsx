import { formatPesos } from "@inventario/shared/money";

type RunningTotalProps = {
  /** 'Total', without the colon. */
  label: string;
  /** In cents, as the lines add up now. */
  cents: number;
  /** Its place and alignment in the form. */
  className: string;
};

/** The total of a form's lines as they are typed ('Total: $ 87.800,00'): announced as it changes. */
export function RunningTotal({ label, cents, className }: RunningTotalProps) {
  return (
    <p className={className}>
      {label}:{" "}
      <output aria-live="polite" className="text-xl font-semibold text-gray-900 tabular-nums">
        {formatPesos(cents)}
      </output>
    </p>
  );
}
