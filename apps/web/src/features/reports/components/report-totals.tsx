import { useId } from "react";
import { LoadingBar } from "../../../components/loading-bar";

/** One figure of the range: its label, how it reads, and whether it takes a whole row on a phone. */
export type TotalCard<Totals> = { label: string; value: (totals: Totals) => string; wide: boolean };

type ReportTotalsProps<Totals> = {
  /** The section's name for screen readers ("Totales del rango"). */
  label: string;
  totals: Totals | undefined;
  /** Three or four cards: three share a row from 640 px, four from 1280 px. */
  cards: readonly TotalCard<Totals>[];
  busy: boolean;
};

/** A report's figures for its whole range as cards ("…" until loaded). */
export function ReportTotals<Totals>({ label, totals, cards, busy }: ReportTotalsProps<Totals>) {
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} aria-busy={busy} className="relative mb-4">
      {/* The figures on screen stay legible while the next ones load: the bar says they are being refreshed. */}
      {busy && totals ? <LoadingBar /> : null}
      <h3 id={labelId} className="sr-only">
        {label}
      </h3>
      <dl className={`grid grid-cols-2 gap-3 ${cards.length === 3 ? "sm:grid-cols-3" : "xl:grid-cols-4"}`}>
        {cards.map((card) => (
          <div
            key={card.label}
            className={`min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm ${card.wide ? "col-span-2 sm:col-span-1" : ""}`}
          >
            <dt className="text-sm font-medium text-gray-600">{card.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-gray-900 tabular-nums [overflow-wrap:anywhere]">
              {totals ? card.value(totals) : "…"}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
