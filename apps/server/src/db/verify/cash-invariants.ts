import { sql } from "kysely";
import { createdInScope, type Invariant } from "./invariant";

/** Per sale: what its payments add up to, in cents, and what of it is not cash. */
const salePayments = sql`select sale_id, sum(amount_cents) as paid,
  sum(case when method = 'CASH' then 0 else amount_cents end) as non_cash
  from sale_payments group by sale_id`;

/** What one method of a shift (`s`, `c.method`) adds up to from its rows (docs/decisions/0031-cash-sessions.md). */
const expectedFromRows = sql`
  case when c.method = 'CASH' then s.opening_amount_cents else 0 end
  + coalesce((select sum(p.amount_cents) from sales x join sale_payments p on p.sale_id = x.id
      where x.cash_session_id = s.id and p.method = c.method), 0)
  - case when c.method = 'CASH' then coalesce((select sum(q.paid - q.total_cents) from (
      select x.total_cents, sum(p.amount_cents) as paid from sales x join sale_payments p on p.sale_id = x.id
      where x.cash_session_id = s.id group by x.id, x.total_cents) q where q.paid > q.total_cents), 0) else 0 end
  - coalesce((select sum(r.amount_cents) from sale_refunds r where r.cash_session_id = s.id and r.method = c.method), 0)
  + case when c.method = 'CASH' then coalesce((select sum(case when m.type = 'IN' then m.amount_cents
      else -m.amount_cents end) from cash_movements m where m.cash_session_id = s.id), 0) else 0 end`;

/** The counter's money (issue 35): payments, shifts. */
export const CASH_INVARIANTS: Invariant[] = [
  {
    key: "sale-payments",
    rule: "Los pagos de cada venta cubren su total y solo el efectivo lo supera",
    subject: "venta",
    broken: (_db, scope) => sql`
      select s.id, p.paid as kept, s.total_cents as expected
      from sales s join (${salePayments}) p on p.sale_id = s.id
      where ${createdInScope(scope, "s.created_at")} and (p.paid < s.total_cents or p.non_cash > s.total_cents)`,
  },
  {
    key: "cash-session-expected",
    rule: "Lo esperado de cada medio de pago al cerrar una caja es su base, sus ventas, sus devoluciones y sus movimientos",
    subject: "caja y medio de pago",
    broken: (_db, scope) => sql`
      select id, figure, kept, expected from (
        select s.id, c.method as figure, c.expected_cents as kept, ${expectedFromRows} as expected
        from cash_session_counts c join cash_sessions s on s.id = c.cash_session_id
        where ${createdInScope(scope, "s.opened_at")}
      ) shifts where kept <> expected`,
  },
];
