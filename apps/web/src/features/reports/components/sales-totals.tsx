import { formatPesos } from "@inventario/shared/money";
import type { SalesFigures } from "@inventario/shared/reports";
import { useId } from "react";
import { LoadingBar } from "../../../components/loading-bar";
import { formatQuantity } from "../../../lib/format-quantity";
import { salesReportTexts as texts } from "../sales-report-texts";

type SalesTotalsProps = { totals: SalesFigures | undefined; busy: boolean };

/** The range's four figures as cards: ventas, unidades, ticket promedio, total ("…" until loaded). */
export function SalesTotals({ totals, busy }: SalesTotalsProps) {
  const labelId = useId();
  // Pesos take a whole row on a phone: "$ 3.599.632.100,00" does not fit half of one.
  const cards = [
    { label: texts.totals.sales, value: totals && formatQuantity(totals.sales), wide: false },
    { label: texts.totals.units, value: totals && formatQuantity(totals.units), wide: false },
    { label: texts.totals.averageTicket, value: totals && formatPesos(totals.average_ticket), wide: true },
    { label: texts.totals.amount, value: totals && formatPesos(totals.amount), wide: true },
  ];
  return (
    <section aria-labelledby={labelId} aria-busy={busy} className="relative mb-4">
      {/* The figures on screen stay legible while the next ones load: the bar says they are being refreshed. */}
      {busy && totals ? <LoadingBar /> : null}
      <h3 id={labelId} className="sr-only">
        {texts.totalsLabel}
      </h3>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.label}
            className={`min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm ${card.wide ? "col-span-2 sm:col-span-1" : ""}`}
          >
            <dt className="text-sm font-medium text-gray-600">{card.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-gray-900 tabular-nums [overflow-wrap:anywhere]">
              {card.value ?? "…"}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
