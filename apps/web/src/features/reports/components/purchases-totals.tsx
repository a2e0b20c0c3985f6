import { formatPesos } from "@inventario/shared/money";
import type { PurchaseFigures } from "@inventario/shared/purchases";
import { formatQuantity } from "../../../lib/format-quantity";
import { purchasesReportTexts as texts } from "../purchases-report-texts";
import { ReportTotals, type TotalCard } from "./report-totals";

// Pesos take a whole row on a phone: "$ 3.599.632.100,00" does not fit half of one.
const CARDS: readonly TotalCard<PurchaseFigures>[] = [
  { label: texts.totals.receipts, value: (totals) => formatQuantity(totals.receipts), wide: false },
  { label: texts.totals.units, value: (totals) => formatQuantity(totals.units), wide: false },
  { label: texts.totals.amount, value: (totals) => formatPesos(totals.amount), wide: true },
];

/** The range's three figures as cards: recepciones, unidades, valor recibido ("…" until loaded). */
export function PurchasesTotals({ totals, busy }: { totals: PurchaseFigures | undefined; busy: boolean }) {
  return <ReportTotals label={texts.totalsLabel} totals={totals} cards={CARDS} busy={busy} />;
}
