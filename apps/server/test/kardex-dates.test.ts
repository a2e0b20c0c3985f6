import type { InventoryValuePage, KardexPage } from "@inventario/shared/reports";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetIdClock } from "../src/lib/ids";
import { createStockedProduct, stockChange } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { createTestApp, injectAs, type Method, signIn, type TestApp } from "./helpers/test-app";

/**
 * The kardex and the inventory's value across business days (issue 20): the clock is faked to three days
 * in Bogotá (UTC−5), later than any real write of this process so that time-ordered ids follow it. A
 * withdrawal at 04:30Z belongs to the previous business day. At the end of every day the grand total
 * (kept per day in ledger_daily) equals the sum of the products' kardex balances, per warehouse too.
 */
const DAY_1 = new Date("2027-03-09T15:00:00Z");
const DAY_1_LATE = new Date("2027-03-10T04:30:00Z");
const DAY_2 = new Date("2027-03-10T15:00:00Z");
const DAY_3 = new Date("2027-03-11T15:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  // The next files of this worker (isolate: false) make their ids on the real clock again, not after 2027.
  forgetIdClock();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock and signs in on it (a session opened on the real clock would have expired by then). */
async function at(moment: Date): Promise<string> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(moment);
  return signIn(t.app);
}

async function ok<T>(cookie: string, method: Method, url: string, payload?: object): Promise<T> {
  const response = await injectAs(t.app, cookie, method, url, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

describe("kardex and inventory value by business day", () => {
  it("the value at the end of each day is the sum of the kardex balances at that day", async () => {
    // Day 1: A = 100 @ 600 in W1, B = 50 @ 200 in W2; late that night (still the 9th in Bogotá) 10 of A leave.
    let cookie = await at(DAY_1);
    const a = await createStockedProduct(t.app, cookie, { quantity: 100, costs: 600 });
    const b = await createStockedProduct(t.app, cookie, { quantity: 50, costs: 200 });
    cookie = await at(DAY_1_LATE);
    await ok(cookie, "PUT", "/api/inventory/withdraw", stockChange(a.productId, a.warehouseId, 10));
    // Day 2: 20 more of A @ 900; 10 of B moved to A's warehouse.
    cookie = await at(DAY_2);
    await ok(cookie, "POST", "/api/inventory", {
      product_id: a.productId,
      warehouse_id: a.warehouseId,
      quantity: 20,
      unit: "UD",
      costs: 900,
      lot_number: "L1",
      expiration_date: null,
      min_stock: 0,
      max_stock: 1000,
    });
    await ok(cookie, "POST", "/api/transfers", {
      product_id: b.productId,
      from_warehouse_id: b.warehouseId,
      lot_number: "L1",
      to_warehouse_id: a.warehouseId,
      quantity: 10,
    });
    // Day 3: B's 40 left in its own warehouse are withdrawn.
    cookie = await at(DAY_3);
    await ok(cookie, "PUT", "/api/inventory/withdraw", stockChange(b.productId, b.warehouseId, 40));

    const value = (query: string) => ok<InventoryValuePage>(cookie, "GET", `/api/reports/inventory-value?${query}`);
    const closing = async (productId: string, date: string, warehouse = "") =>
      (
        await ok<KardexPage>(
          cookie,
          "GET",
          `/api/product/${productId}/kardex?from=2027-01-01&to=${date}${warehouse && `&warehouse_id=${warehouse}`}`,
        )
      ).closing;

    const expected: Record<string, { total: number; a: number; b: number; w1: number; w2: number }> = {
      "2027-03-08": { total: 0, a: 0, b: 0, w1: 0, w2: 0 },
      // A 90 × 600; B 50 × 200.
      "2027-03-09": { total: 64000, a: 54000, b: 10000, w1: 54000, w2: 10000 },
      // A 54,000 + 18,000; B unchanged by its transfer (2,000 moved into W1).
      "2027-03-10": { total: 82000, a: 72000, b: 10000, w1: 74000, w2: 8000 },
      // B's 40 in W2 (8,000) gone.
      "2027-03-11": { total: 74000, a: 72000, b: 2000, w1: 74000, w2: 0 },
    };
    for (const [date, figures] of Object.entries(expected)) {
      const report = await value(`date=${date}`);
      expect(report.total_value, date).toBe(figures.total);
      const a1 = await closing(a.productId, date);
      const b1 = await closing(b.productId, date);
      expect([a1.value, b1.value], date).toEqual([figures.a, figures.b]);
      expect(a1.value + b1.value, date).toBe(report.total_value);
      const rows = new Map(report.data.map((row) => [row.product.id, row.balance.value]));
      expect([rows.get(a.productId), rows.get(b.productId)], date).toEqual([figures.a, figures.b]);
      expect((await value(`date=${date}&warehouse_id=${a.warehouseId}`)).total_value, date).toBe(figures.w1);
      expect((await value(`date=${date}&warehouse_id=${b.warehouseId}`)).total_value, date).toBe(figures.w2);
      const inW1 =
        (await closing(a.productId, date, a.warehouseId)).value +
        (await closing(b.productId, date, a.warehouseId)).value;
      expect(inW1, date).toBe(figures.w1);
    }

    // The kardex of A on day 2 opens with the 9th's late withdrawal included and shows only day 2's entry.
    const day2 = await ok<KardexPage>(
      cookie,
      "GET",
      `/api/product/${a.productId}/kardex?from=2027-03-10&to=2027-03-10`,
    );
    expect(day2.opening).toEqual({ quantity: 90, average_cost: 600, value: 54000 });
    expect(day2.data.map((row) => [row.type, row.balance])).toEqual([
      ["IN", { quantity: 110, average_cost: 654.55, value: 72000 }],
    ]);
    // Tomorrow has not happened yet.
    expect((await injectAs(t.app, cookie, "GET", "/api/reports/inventory-value?date=2027-03-12")).statusCode).toBe(400);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});
