import { formatPesos } from "@inventario/shared/money";
import { paymentMessages } from "@inventario/shared/sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { countSales } from "./helpers/sale-invariants";
import { createSignedInApp, type TestApp } from "./helpers/test-app";

/**
 * Issue 35, 'Pago': a sale's payments cover its total, only cash goes beyond it and the excess is the
 * change; a sale without payments stays valid (the specification's payload). A refused sale changes nothing.
 */
let t: TestApp;
let admin: string;
let clientId: string;
let productId: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  clientId = await createClient(t.app, admin);
  ({ productId } = await createStockedProduct(t.app, admin, { price: 12_500, tax_class: "IVA_19" }));
});
afterAll(() => t.close());

/** 3 × $12.500 = $37.500. */
const saleWith = (payments?: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/sale",
    headers: { cookie: admin },
    payload: {
      client_id: clientId,
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: productId, quantity: 3, unit_price: 12_500 }],
      ...(payments === undefined ? {} : { payments }),
    },
  });

const saleCount = () => countSales(t.app.db);

describe("POST /sale payments", () => {
  it("records card and cash, and gives the cash beyond the total as change", async () => {
    const response = await saleWith([
      { method: "DEBIT_CARD", amount: 20_000 },
      { method: "CASH", amount: 50_000 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const sale = response.json();
    expect(sale).toMatchObject({
      total: 37_500,
      payments: [
        { method: "DEBIT_CARD", amount: 20_000 },
        { method: "CASH", amount: 50_000 },
      ],
      change: 32_500,
    });
    const detail = (await t.app.inject({ url: `/api/sales/${sale.id}`, headers: { cookie: admin } })).json();
    expect(detail).toMatchObject({ payments: sale.payments, change: 32_500 });
  });

  it("takes exact payments by any method, and no payments at all", async () => {
    for (const method of ["CASH", "CREDIT_CARD", "TRANSFER", "NEQUI", "DAVIPLATA"]) {
      const sale = (await saleWith([{ method, amount: 37_500 }])).json();
      expect(sale).toMatchObject({ payments: [{ method, amount: 37_500 }], change: 0 });
    }
    const unpaid = await saleWith();
    expect(unpaid.statusCode).toBe(201);
    expect(unpaid.json()).toMatchObject({ payments: [], change: 0 });
    expect((await saleWith([])).json()).toMatchObject({ payments: [], change: 0 });
  });

  it("refuses payments that do not cover the total, a card beyond it, and bad methods or amounts, changing nothing", async () => {
    const before = await saleCount();
    const cases: Array<[unknown, string]> = [
      [[{ method: "CASH", amount: 37_499.99 }], paymentMessages.notCovered(formatPesos(37_499.99), formatPesos(0.01))],
      [
        [
          { method: "NEQUI", amount: 10_000 },
          { method: "CASH", amount: 20_000 },
        ],
        paymentMessages.notCovered(formatPesos(30_000), formatPesos(7_500)),
      ],
      [[{ method: "CREDIT_CARD", amount: 40_000 }], paymentMessages.nonCashAboveTotal],
      [
        [
          { method: "CASH", amount: 10_000 },
          { method: "TRANSFER", amount: 37_500.01 },
        ],
        paymentMessages.nonCashAboveTotal,
      ],
    ];
    for (const [payments, message] of cases) {
      const response = await saleWith(payments);
      expect(response.statusCode, JSON.stringify(payments)).toBe(400);
      expect(response.json().fields.payments).toBe(message);
    }
    for (const payments of [
      [{ method: "CHEQUE", amount: 37_500 }],
      [{ method: "CASH", amount: 0 }],
      [{ method: "CASH", amount: -5 }],
      [{ method: "CASH", amount: 1.001 }],
      [{ method: "CASH" }],
      Array.from({ length: 11 }, () => ({ method: "CASH", amount: 37_500 })),
      "efectivo",
    ]) {
      const response = await saleWith(payments);
      expect(response.statusCode, JSON.stringify(payments)).toBe(400);
    }
    // Repeated lines of a product become one at the first line's price (3 × $12.500 + 1 more = $50.000):
    // the payments are checked against that total, as the sale records it.
    const merged = await t.app.inject({
      method: "POST",
      url: "/api/sale",
      headers: { cookie: admin },
      payload: {
        client_id: clientId,
        type: "RETAIL",
        currency: "COP",
        items: [
          { product_id: productId, quantity: 3, unit_price: 12_500 },
          { product_id: productId, quantity: 1, unit_price: 0.01 },
        ],
        payments: [{ method: "DEBIT_CARD", amount: 37_500.01 }],
      },
    });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().fields.payments).toBe(
      paymentMessages.notCovered(formatPesos(37_500.01), formatPesos(12_499.99)),
    );
    expect(await saleCount()).toBe(before);
  });
});
