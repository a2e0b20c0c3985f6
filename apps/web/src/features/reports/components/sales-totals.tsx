import { formatPesos } from "@inventario/shared/money";
import type { SalesFigures } from "@inventario/shared/reports";
import { formatQuantity } from "../../../lib/format-quantity";
import { salesReportTexts as texts } from "../sales-report-texts";
import { ReportTotals, type TotalCard } from "./report-totals";

/**
 * The four figures of sales, in the order the cards and the table's columns show them (a group's, and the
 * range's in the table's totals row). Pesos take a whole row on a phone: "$ 3.599.632.100,00" does not fit
 * half of one.
 */
export const SALES_FIGURES: readonly TotalCard<SalesFigures>[] = [
  { label: texts.totals.sales, value: (totals) => formatQuantity(totals.sales), wide: false },
  { label: texts.totals.units, value: (totals) => formatQuantity(totals.units), wide: false },
  { label: texts.totals.averageTicket, value: (totals) => formatPesos(totals.average_ticket), wide: true },
  { label: texts.totals.amount, value: (totals) => formatPesos(totals.amount), wide: true },
];

/** The range's four figures as cards: ventas, unidades, ticket promedio, total ("…" until loaded). */
export function SalesTotals({ totals, busy }: { totals: SalesFigures | undefined; busy: boolean }) {
  return <ReportTotals label={texts.totalsLabel} totals={totals} cards={SALES_FIGURES} busy={busy} />;
}
