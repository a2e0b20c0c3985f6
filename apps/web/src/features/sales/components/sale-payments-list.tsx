import { formatPesos } from "@inventario/shared/money";
import { type Payment, paymentMessages, paymentMethodLabels } from "@inventario/shared/sales";
import { paymentTexts } from "../sale-texts";

type SalePaymentsListProps = { payments: readonly Payment[]; change: number; className?: string };

/** How a sale was paid, method by method, and the change given; 'Sin pago registrado' when none was taken. */
export function SalePaymentsList({ payments, change, className = "" }: SalePaymentsListProps) {
  if (payments.length === 0) return <p className={className}>{paymentMessages.none}</p>;
  const rows = [
    ...payments.map((payment, index) => ({
      key: `${index}`,
      label: paymentMethodLabels[payment.method],
      amount: payment.amount,
    })),
    ...(change > 0 ? [{ key: "change", label: paymentTexts.change, amount: change }] : []),
  ];
  return (
    <dl aria-label={paymentTexts.title} className={`grid gap-0.5 ${className}`}>
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-6">
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{formatPesos(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
