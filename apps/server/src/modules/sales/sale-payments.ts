import { fromCents } from "@inventario/shared/money";
import type { Payment, PaymentMethod } from "@inventario/shared/sales";

/** A recorded payment (sale_payments). */
type RecordedPayment = { method: PaymentMethod; amount_cents: number | string };

/**
 * The payments as the API answers them, and the change: what they add up to beyond the sale's total (the
 * schema let only cash go beyond it). No payments: none recorded, no change.
 */
export function paymentsOf(payments: RecordedPayment[], totalCents: number): { payments: Payment[]; change: number } {
  const paid = payments.reduce((sum, payment) => sum + Number(payment.amount_cents), 0);
  return {
    payments: payments.map((payment) => ({ method: payment.method, amount: fromCents(Number(payment.amount_cents)) })),
    change: payments.length === 0 ? 0 : fromCents(Math.max(0, paid - totalCents)),
  };
}
