import { fromCents, toCents } from "@inventario/shared/money";
import { type Payment, type PaymentMethod, paymentsIssue } from "@inventario/shared/sales";
import { keepMoney, moneyNumber } from "../../lib/form-numbers";
import { type SaleLine, saleTotal } from "./sale-lines";

/** The bills a client most often pays with: one press sets the cash received. */
export const COMMON_BILLS = [10_000, 20_000, 50_000, 100_000] as const;

/** The methods besides cash, in the order the 'Pago' panel offers them. */
export const OTHER_METHODS = [
  "DEBIT_CARD",
  "CREDIT_CARD",
  "TRANSFER",
  "NEQUI",
  "DAVIPLATA",
] as const satisfies readonly PaymentMethod[];
export type OtherMethod = (typeof OTHER_METHODS)[number];

/** What the 'Pago' panel holds: the cash received and the other payments, as typed (keepMoney's text). */
export type PaymentDraft = { cash: string; others: Array<{ method: OtherMethod; amount: string }> };
export const emptyPayments: PaymentDraft = { cash: "", others: [] };

/** A typed amount in pesos, 0 when empty or not a number (keepMoney already let only digits and a comma in). */
const pesosOf = (text: string) => {
  const value = moneyNumber(keepMoney(text));
  return value === undefined || !Number.isFinite(value) ? 0 : value;
};

/** The payments the sale sends: every amount above 0, cash first; none at all when nothing was typed. */
export function toPayments(draft: PaymentDraft): Payment[] {
  const cash = pesosOf(draft.cash);
  return [
    ...(cash > 0 ? [{ method: "CASH" as const, amount: cash }] : []),
    ...draft.others
      .map((other) => ({ method: other.method, amount: pesosOf(other.amount) }))
      .filter((p) => p.amount > 0),
  ];
}

/**
 * What the panel shows against the total: how much is paid, what is still missing, the change (cash beyond
 * the total, never more than the cash itself) and, when the payments cannot be taken, the server's own reason
 * (shared paymentsIssue). Counted in cents.
 */
export function paymentStatus(lines: readonly SaleLine[], draft: PaymentDraft) {
  const payments = toPayments(draft);
  const paid = payments.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const totalCents = toCents(saleTotal(lines));
  const items = lines.map((line) => ({
    product_id: line.product.id,
    quantity: line.quantity,
    unit_price: line.unitPrice,
  }));
  return {
    payments,
    paid: fromCents(paid),
    missing: fromCents(Math.max(0, totalCents - paid)),
    change: fromCents(Math.max(0, paid - totalCents)),
    issue: paymentsIssue(items, payments),
  };
}
