import type { CashSession } from "@inventario/shared/cash-sessions";
import { formatPesos } from "@inventario/shared/money";
import { salesCountText, figureTexts as texts } from "../cash-session-texts";

type Card = { label: string; value: string; detail?: string };

/**
 * What the shift adds up to: the base, the sales (how many and their total), the change given, the cash put
 * in and taken out, and beside them, large, the cash the drawer should hold ('Efectivo esperado').
 */
export function ShiftFigures({ session }: { session: CashSession }) {
  const cards: Card[] = [
    { label: texts.base, value: formatPesos(session.opening_amount) },
    { label: texts.sales, value: formatPesos(session.sales_total), detail: salesCountText(session.sales_count) },
    { label: texts.change, value: formatPesos(session.change_given) },
    { label: texts.cashIn, value: formatPesos(session.cash_in) },
    { label: texts.cashOut, value: formatPesos(session.cash_out) },
  ];
  return (
    <section aria-label={texts.label} className="grid min-w-0 gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
      <dl className="grid min-w-0 grid-cols-2 gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-gray-600">{card.label}</dt>
            <dd className="mt-1 text-base font-semibold text-gray-900 tabular-nums [overflow-wrap:anywhere] sm:text-lg">
              {card.value}
            </dd>
            {card.detail ? <dd className="text-sm text-gray-600">{card.detail}</dd> : null}
          </div>
        ))}
      </dl>
      <dl className="flex min-w-0 flex-col justify-center rounded-xl border border-indigo-200 bg-indigo-50 p-4 shadow-sm sm:p-6">
        <dt className="text-sm font-semibold text-indigo-900">{texts.expectedCash}</dt>
        <dd className="mt-1 text-3xl font-bold text-gray-900 tabular-nums [overflow-wrap:anywhere]">
          {formatPesos(session.expected_cash)}
        </dd>
      </dl>
    </section>
  );
}
