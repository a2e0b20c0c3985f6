import type { CashSession } from "@inventario/shared/cash-sessions";
import { fromCents } from "@inventario/shared/money";
import { formatReceiptNumber } from "@inventario/shared/pos-numbering";
import { taxTotals } from "@inventario/shared/taxes";
import type { Db } from "../../db/connection";
import { byMethod, expectedCash, expectedPerMethod, type ShiftTotals } from "./cash-figures";
import * as repo from "./cash-sessions.repository";

/**
 * A shift as the API answers it (issue 35): its figures summed from its rows while it is open, as frozen at
 * its closing once closed (docs/decisions/0031-cash-sessions.md).
 */

/** What the shift's rows add up to now (a closed shift's rows no longer change). */
export async function totalsOf(
  from: Db,
  row: repo.SessionRow,
): Promise<ShiftTotals & { movements: repo.MovementRow[] }> {
  const movements = await repo.sessionMovements(from, row.id);
  const sum = (type: "IN" | "OUT") =>
    movements.filter((m) => m.type === type).reduce((total, m) => total + Number(m.amount_cents), 0);
  return {
    opening: Number(row.opening_amount_cents),
    sales: byMethod(await repo.paymentsByMethod(from, row.id)),
    refunds: byMethod(await repo.refundsByMethod(from, row.id)),
    change: await repo.changeGiven(from, row.id),
    cashIn: sum("IN"),
    cashOut: sum("OUT"),
    movements,
  };
}

const receipt = (row: { receipt_prefix: string | null; receipt_number: number | string | null } | undefined) =>
  row ? formatReceiptNumber(row.receipt_prefix, row.receipt_number === null ? null : Number(row.receipt_number)) : null;

/** A closed shift's frozen figures: the cash expected, counted − expected over every method. */
export const frozenFigures = (row: repo.SessionRow) => ({
  expected_cash: fromCents(Number(row.frozen_cash_cents ?? 0)),
  difference: fromCents(Number(row.frozen_difference_cents ?? 0)),
});

export function summaryOf(row: repo.SessionRow) {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    employee: { id: row.employee_id, name: row.employee_name },
    opened_at: row.opened_at,
    closed_at: row.closed_at,
    closed_by_name: row.closed_by_name,
    opening_amount: fromCents(Number(row.opening_amount_cents)),
  };
}

/** The shift as its screen and its closing report show it. */
export async function shiftOf(from: Db, row: repo.SessionRow): Promise<CashSession> {
  const totals = await totalsOf(from, row);
  const counts = row.status === "CLOSED" ? await repo.sessionCounts(from, row.id) : [];
  const counted = new Map(counts.map((count) => [count.method, count] as const));
  const live = expectedPerMethod(totals);
  // A closed shift shows what was expected when it closed, and a method counted although unused.
  const methods = [
    ...live.map((figure) => {
      const count = counted.get(figure.method);
      if (!count) return { ...figure, counted: null, difference: null };
      const expected = Number(count.expected_cents);
      return {
        ...figure,
        expected,
        counted: Number(count.counted_cents),
        difference: Number(count.counted_cents) - expected,
      };
    }),
    ...counts
      .filter((count) => !live.some((figure) => figure.method === count.method))
      .map((count) => ({
        method: count.method,
        sales: 0,
        refunds: 0,
        expected: Number(count.expected_cents),
        counted: Number(count.counted_cents),
        difference: Number(count.counted_cents) - Number(count.expected_cents),
      })),
  ];
  const sales = await repo.salesFigures(from, row.id);
  const taxRows = await repo.taxesByClass(from, row.id);
  const pesos = (cents: number | null) => (cents === null ? null : fromCents(cents));
  return {
    ...summaryOf(row),
    ...(row.status === "CLOSED"
      ? frozenFigures(row)
      : { expected_cash: fromCents(expectedCash(totals)), difference: null }),
    note: row.note,
    methods: methods.map((figure) => ({
      method: figure.method,
      sales: fromCents(figure.sales),
      refunds: fromCents(figure.refunds),
      expected: fromCents(figure.expected),
      counted: pesos(figure.counted),
      difference: pesos(figure.difference),
    })),
    cash_in: fromCents(totals.cashIn),
    cash_out: fromCents(totals.cashOut),
    change_given: fromCents(totals.change),
    movements: totals.movements.map((m) => ({
      id: m.id,
      type: m.type,
      amount: fromCents(Number(m.amount_cents)),
      reason: m.reason,
      created_at: m.created_at,
      employee_name: m.employee_name,
    })),
    sales_count: Number(sales.count),
    sales_total: fromCents(Number(sales.total_cents ?? 0)),
    first_receipt_number: receipt(await repo.receiptAt(from, row.id, "first")),
    last_receipt_number: receipt(await repo.receiptAt(from, row.id, "last")),
    taxes: taxTotals(
      taxRows.map((line) => ({
        tax_class: line.tax_class,
        base_cents: Number(line.base_cents),
        tax_cents: Number(line.tax_cents),
      })),
    ).taxes,
  };
}
