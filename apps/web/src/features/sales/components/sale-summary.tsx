import { formatPesos } from "@inventario/shared/money";
import type { SaleDetail } from "@inventario/shared/sales";
import { dateTimeText } from "../../../components/date-time";
import { DetailSection, detailCardClassName, FactList } from "../../../components/detail-section";
import { detailTexts } from "../sale-history-texts";
import { moneyTexts } from "../sale-money-texts";
import { SaleStatusBadge } from "./sale-status-badge";

const money = (amount: number, strong = false) => (
  <span className={`tabular-nums ${strong ? "text-base font-semibold" : ""}`}>{formatPesos(amount)}</span>
);

/**
 * Beside the total, what changed it (issue 35): what the returned units were sold for and what is left
 * ('Devuelto', 'Neto'); for a cancelled sale, the money its cancellation gave back ('Reembolsado').
 */
function moneyFacts(sale: SaleDetail) {
  const refunded = sale.cancellation?.refunds.reduce((sum, refund) => sum + refund.amount, 0) ?? 0;
  if (sale.status === "CANCELLED") return refunded > 0 ? [{ label: moneyTexts.refunded, value: money(refunded) }] : [];
  if (sale.returned_amount <= 0) return [];
  return [
    { label: moneyTexts.returned, value: money(sale.returned_amount) },
    { label: moneyTexts.net, value: money(sale.net_total, true) },
  ];
}

/** The sale at a glance, then who bought it. */
export function SaleSummary({ sale }: { sale: SaleDetail }) {
  const { client } = sale;
  const extra = moneyFacts(sale);
  const employee = { label: detailTexts.employee, value: sale.employee_name ?? detailTexts.noValue };
  const total = { label: detailTexts.total, value: money(sale.total, true) };
  return (
    <>
      <section aria-label={detailTexts.summary} className={detailCardClassName}>
        <FactList
          // With the money beside the total, the total starts the second row on a wide screen.
          columns={extra.length > 0 ? 4 : 5}
          facts={[
            { label: detailTexts.number, value: <span className="font-mono">{sale.number}</span> },
            { label: detailTexts.date, value: dateTimeText(sale.created_at) },
            { label: detailTexts.status, value: <SaleStatusBadge status={sale.status} />, wide: true },
            ...(extra.length > 0 ? [employee, total, ...extra] : [total, employee]),
          ]}
        />
      </section>
      <DetailSection title={detailTexts.client}>
        <div className={detailCardClassName}>
          <FactList
            columns={4}
            facts={[
              { label: detailTexts.clientName, value: `${client.name} ${client.last_name}` },
              { label: detailTexts.identification, value: client.identification },
              { label: detailTexts.email, value: client.email || detailTexts.noValue },
              { label: detailTexts.phone, value: client.phone_number || detailTexts.noValue },
            ]}
          />
        </div>
      </DetailSection>
    </>
  );
}
