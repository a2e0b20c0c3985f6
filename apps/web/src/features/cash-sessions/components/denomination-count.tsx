import { CASH_DENOMINATIONS } from "@inventario/shared/cash-sessions";
import { formatPesos } from "@inventario/shared/money";
import { Calculator } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/button";
import { stripNonDigits } from "../../../lib/digits-only";
import { denominationsTotal } from "../cash-forms";
import { closeTexts as texts } from "../cash-session-texts";

/** How many of each bill and coin were counted, as typed (digits); null while the count is not open. */
export type DenominationCounts = Record<number, string>;

type DenominationCountProps = {
  counts: DenominationCounts | null;
  /** A count changed: what the cash 'Contado' becomes. */
  onChange: (counts: DenominationCounts) => void;
  /** Opens (an empty count) or closes (null) the section; the cash 'Contado' keeps what it holds. */
  onToggle: (counts: DenominationCounts | null) => void;
};

/**
 * 'Contar por denominación': each Colombian bill and coin ($ 100.000 … $ 50) with how many were counted and
 * what they add up to; the total fills the cash 'Contado'.
 */
export function DenominationCount({ counts, onChange, onToggle }: DenominationCountProps) {
  const sectionId = useId();
  const open = counts !== null;
  return (
    <div className="mt-3">
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        aria-expanded={open}
        aria-controls={open ? sectionId : undefined}
        onClick={() => onToggle(open ? null : {})}
      >
        <Calculator aria-hidden="true" className="size-4" />
        {texts.byDenomination}
      </Button>
      {open ? (
        <section id={sectionId} aria-label={texts.denominations} className="mt-3 rounded-lg bg-gray-50 p-3">
          <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {CASH_DENOMINATIONS.map((value) => {
              const label = texts.denomination(value);
              const units = Number(counts[value] ?? "");
              return (
                <li key={value} className="grid grid-cols-[5.5rem_4.5rem_minmax(0,1fr)] items-center gap-2 text-sm">
                  <label htmlFor={`${sectionId}-${value}`} className="font-medium text-gray-800 tabular-nums">
                    {label}
                  </label>
                  <input
                    id={`${sectionId}-${value}`}
                    aria-label={texts.denominationCount(label)}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={6}
                    value={counts[value] ?? ""}
                    onChange={(event) => onChange({ ...counts, [value]: stripNonDigits(event.target.value) })}
                    className="block w-full rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-right text-sm text-gray-900 tabular-nums shadow-sm focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
                  />
                  <span className="text-right text-gray-700 tabular-nums [overflow-wrap:anywhere]">
                    {units > 0 ? formatPesos(value * units) : ""}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 flex flex-wrap justify-between gap-x-4 border-t border-gray-200 pt-2 text-sm font-semibold text-gray-900">
            <span>{texts.denominationTotal}</span>
            <output className="tabular-nums">{formatPesos(denominationsTotal(counts))}</output>
          </p>
        </section>
      ) : null}
    </div>
  );
}
