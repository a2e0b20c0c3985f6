import { formatPesos } from "@inventario/shared/money";
import type { BalanceFigures, KardexPage } from "@inventario/shared/reports";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { kardexTexts } from "../kardex-texts";

function Balance({ label, date, balance }: { label: string; date: string; balance: BalanceFigures }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-sm text-gray-700">{kardexTexts.balanceLabel(label, formatDisplayDate(date))}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-gray-900 tabular-nums">{formatPesos(balance.value)}</dd>
      {/* A narrow card breaks the line between the two figures, not inside one. */}
      <dd className="text-sm text-gray-700 tabular-nums">
        <span className="whitespace-nowrap">{kardexTexts.balanceQuantity(formatQuantity(balance.quantity))}</span>
        {" · "}
        <span className="whitespace-nowrap">{kardexTexts.balanceAverage(formatPesos(balance.average_cost))}</span>
      </dd>
    </div>
  );
}

/**
 * The range's opening and closing balances above the table: the figures an owner looks for first, in
 * view without scrolling the wide table sideways (on a phone its 'Saldo' columns are far to the right).
 */
export function KardexBalances({ kardex }: { kardex: KardexPage }) {
  return (
    <dl className="mb-4 grid gap-3 sm:grid-cols-2">
      <Balance label={kardexTexts.opening} date={kardex.from} balance={kardex.opening} />
      <Balance label={kardexTexts.closing} date={kardex.to} balance={kardex.closing} />
    </dl>
  );
}
