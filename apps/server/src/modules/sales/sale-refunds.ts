import { cashSessionMessages } from "@inventario/shared/cash-sessions";
import type { PaymentMethod } from "@inventario/shared/sales";
import type { Db } from "../../db/connection";
import { conflict } from "../../errors";
import { newId } from "../../lib/ids";
import { nowIso } from "../../lib/time";
import { lockOpenSessionOf } from "../cash-sessions/cash-sessions.repository";
import { businessSettingsRow } from "../settings/settings.repository";
import { insertRefunds, refundedByMethod } from "./sale-returns.repository";
import { salePayments } from "./sales.repository";

type Payment = { method: PaymentMethod; amount_cents: number | string };

/**
 * What each payment of a sale brought in, net: cash payments give up the change (the last cash payment
 * first), the others are what they were. In the order the payments were given.
 */
export function netPayments(payments: Payment[], totalCents: number): Array<{ method: PaymentMethod; cents: number }> {
  const net = payments.map((payment) => ({ method: payment.method, cents: Number(payment.amount_cents) }));
  let change = Math.max(0, net.reduce((sum, payment) => sum + payment.cents, 0) - totalCents);
  for (const payment of [...net].reverse()) {
    if (change === 0) break;
    if (payment.method !== "CASH") continue;
    const taken = Math.min(change, payment.cents);
    payment.cents -= taken;
    change -= taken;
  }
  return net;
}

/**
 * How `amountCents` is given back (docs/decisions/0031-cash-sessions.md): by the methods the sale was paid
 * with, in the reverse order the payments were given (the cash that covered the rest first), each method up
 * to what it brought in net of what was already given back on it.
 */
export function refundPlan(
  net: Array<{ method: PaymentMethod; cents: number }>,
  refunded: Map<string, number>,
  amountCents: number,
): Array<{ method: PaymentMethod; cents: number }> {
  const left = new Map(refunded);
  const plan = new Map<PaymentMethod, number>();
  let owed = amountCents;
  for (const payment of [...net].reverse()) {
    // What was already refunded on this method is taken off its latest payments first.
    const already = Math.min(left.get(payment.method) ?? 0, payment.cents);
    left.set(payment.method, (left.get(payment.method) ?? 0) - already);
    const give = Math.min(owed, payment.cents - already);
    if (give <= 0) continue;
    plan.set(payment.method, (plan.get(payment.method) ?? 0) + give);
    owed -= give;
  }
  return [...plan].map(([method, cents]) => ({ method, cents }));
}

/**
 * Records the money a return or a cancellation gives back, out of the giver's open shift (locked like a
 * sale's). A sale registered without payments gives back nothing recorded. When the settings require an
 * open shift for cash, cash cannot be given back without one (409, nothing written).
 */
export async function refundSale(
  trx: Db,
  sale: { id: string; total_cents: number | string },
  amountCents: number,
  by: { employeeId: string | null; returnId: string | null },
): Promise<void> {
  if (amountCents <= 0) return;
  const net = netPayments(await salePayments(trx, sale.id), Number(sale.total_cents));
  if (net.length === 0) return;
  const plan = refundPlan(net, await refundedByMethod(trx, sale.id), amountCents);
  if (plan.length === 0) return;
  const shift = by.employeeId === null ? undefined : await lockOpenSessionOf(trx, by.employeeId);
  if (!shift && plan.some((line) => line.method === "CASH")) {
    const settings = await businessSettingsRow(trx);
    if (settings.require_cash_session === 1) throw conflict(cashSessionMessages.requiredForRefund);
  }
  const at = nowIso();
  await insertRefunds(
    trx,
    plan.map((line) => ({
      id: newId(),
      sale_id: sale.id,
      return_id: by.returnId,
      method: line.method,
      amount_cents: line.cents,
      cash_session_id: shift?.id ?? null,
      employee_id: by.employeeId,
      created_at: at,
    })),
  );
}
