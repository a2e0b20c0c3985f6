import { formatPesos } from "@inventario/shared/money";
import type { SaleDetail } from "@inventario/shared/sales";
import { dateTimeText } from "../../../components/date-time";
import { DetailSection, detailCardClassName, FactList } from "../../../components/detail-section";
import { detailTexts } from "../sale-history-texts";
import { SaleStatusBadge } from "./sale-status-badge";

/** The sale at a glance, then who bought it. */
export function SaleSummary({ sale }: { sale: SaleDetail }) {
  const { client } = sale;
  return (
    <>
      <section aria-label={detailTexts.summary} className={detailCardClassName}>
        <FactList
          facts={[
            { label: detailTexts.number, value: <span className="font-mono">{sale.number}</span> },
            { label: detailTexts.date, value: dateTimeText(sale.created_at) },
            { label: detailTexts.status, value: <SaleStatusBadge status={sale.status} />, wide: true },
            {
              label: detailTexts.total,
              value: <span className="text-base font-semibold tabular-nums">{formatPesos(sale.total)}</span>,
            },
            { label: detailTexts.employee, value: sale.employee_name ?? detailTexts.noValue },
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
