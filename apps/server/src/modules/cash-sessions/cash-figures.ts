import { PAYMENT_METHODS, type PaymentMethod } from "@inventario/shared/sales";

/** What a shift's rows add up to, in cents. */
export type ShiftTotals = {
  opening: number;
  /** Paid per method by the shift's sales (cash as received, before change). */
  sales: Map<PaymentMethod, number>;
  /** Given back per method out of the shift (returns, cancellations). */
  refunds: Map<PaymentMethod, number>;
  change: number;
  cashIn: number;
  cashOut: number;
};

export type MethodExpectation = { method: PaymentMethod; sales: number; refunds: number; expected: number };

/**
 * What each method should hold at the closing, in cents: cash = the base + cash received − change − cash
 * refunds + entries − exits; any other method = what was paid with it − its refunds. Cash is always listed
 * (the drawer is counted even on a shift without sales); another method only when the shift used it.
 */
export function expectedPerMethod(totals: ShiftTotals): MethodExpectation[] {
  return PAYMENT_METHODS.flatMap((method): MethodExpectation[] => {
    const sales = totals.sales.get(method) ?? 0;
    const refunds = totals.refunds.get(method) ?? 0;
    if (method !== "CASH")
      return sales === 0 && refunds === 0 ? [] : [{ method, sales, refunds, expected: sales - refunds }];
    const expected = totals.opening + sales - totals.change - refunds + totals.cashIn - totals.cashOut;
    return [{ method, sales, refunds, expected }];
  });
}

/** The cash the drawer should hold now. */
export const expectedCash = (totals: ShiftTotals): number =>
  expectedPerMethod(totals).find((figure) => figure.method === "CASH")?.expected ?? 0;

/** Sums of rows grouped by method, as a map. */
export const byMethod = (rows: ReadonlyArray<{ method: PaymentMethod; cents: number | string }>) =>
  new Map(rows.map((row) => [row.method, Number(row.cents)] as const));
