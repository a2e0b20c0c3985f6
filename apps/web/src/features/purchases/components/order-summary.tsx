import { formatPesos } from "@inventario/shared/money";
import type { PurchaseOrder } from "@inventario/shared/purchases";
import { dateTimeText } from "../../../components/date-time";
import { detailCardClassName, FactList } from "../../../components/detail-section";
import { linkClassName, ScreenLink } from "../../../components/screen-link";
import { formatDisplayDate } from "../../../lib/format-date";
import { purchasePaths, orderDetailTexts as texts } from "../purchase-texts";
import { PurchaseStatusBadge } from "./purchase-status-badge";

type OrderSummaryProps = {
  order: PurchaseOrder;
  /** The supplier's NIT with its check digit, once known (who may read suppliers). */
  nit: string | null;
};

const orNone = (value: string | null, format: (value: string) => string = (text) => text) =>
  value ? format(value) : texts.noValue;

/** The order at a glance: number, state, supplier (with its NIT), warehouse, dates, who made it and the total. */
export function OrderSummary({ order, nit }: OrderSummaryProps) {
  const reasonLabel = order.status === "CANCELLED" ? texts.cancelReason : texts.closeReason;
  return (
    <section aria-label={texts.summary} className={detailCardClassName}>
      <FactList
        columns={4}
        facts={[
          { label: texts.number, value: <span className="font-mono">{order.number}</span> },
          { label: texts.status, value: <PurchaseStatusBadge status={order.status} />, wide: true },
          {
            label: texts.supplier,
            value: (
              <>
                <ScreenLink to={purchasePaths.supplier(order.supplier.id)} className={linkClassName}>
                  {order.supplier.name}
                </ScreenLink>
                {nit ? <span className="block text-xs font-normal text-gray-600">{texts.nit(nit)}</span> : null}
              </>
            ),
          },
          { label: texts.warehouse, value: order.warehouse.name },
          { label: texts.expectedAt, value: orNone(order.expected_at, formatDisplayDate) },
          { label: texts.createdAt, value: dateTimeText(order.created_at) },
          { label: texts.sentAt, value: orNone(order.sent_at, dateTimeText) },
          ...(order.closed_at ? [{ label: texts.closedAt, value: dateTimeText(order.closed_at) }] : []),
          { label: texts.employee, value: order.employee_name ?? texts.noValue },
          {
            label: texts.total,
            value: <span className="text-base font-semibold tabular-nums">{formatPesos(order.total)}</span>,
          },
        ]}
      />
      {order.notes || order.reason ? (
        <dl className="mt-4 grid gap-3 border-t border-gray-100 pt-4 text-sm sm:grid-cols-2">
          {order.notes ? (
            <div className="min-w-0">
              <dt className="text-gray-600">{texts.notes}</dt>
              <dd className="mt-1 break-words whitespace-pre-line text-gray-900">{order.notes}</dd>
            </div>
          ) : null}
          {order.reason ? (
            <div className="min-w-0">
              <dt className="text-gray-600">{reasonLabel}</dt>
              <dd className="mt-1 break-words whitespace-pre-line text-gray-900">{order.reason}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
