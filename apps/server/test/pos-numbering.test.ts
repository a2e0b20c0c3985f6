import { posNumberingMessages } from "@inventario/shared/pos-numbering";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBusiness } from "./helpers/business-settings";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { countSales } from "./helpers/sale-invariants";
import { createSignedInApp, type TestApp } from "./helpers/test-app";

/**
 * Issue 35, the POS receipt's numbering: each sale takes the next number of the range the DIAN authorised,
 * consecutive even when sales race; an exhausted or expired numbering refuses the sale and writes nothing;
 * without a numbering a sale has no receipt number.
 */
let t: TestApp;
let admin: string;
let clientId: string;
let productId: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  clientId = await createClient(t.app, admin);
  ({ productId } = await createStockedProduct(t.app, admin, { quantity: 1_000 }));
});
afterAll(() => t.close());

const sell = () =>
  t.app.inject({
    method: "POST",
    url: "/api/sale",
    headers: { cookie: admin },
    payload: {
      client_id: clientId,
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: productId, quantity: 1, unit_price: 1_000 }],
    },
  });

const setNumbering = (numbering: Record<string, unknown>) =>
  saveBusiness(t.app, admin, { pos_prefix: "POS1", ...numbering });

const saleCount = () => countSales(t.app.db);

describe("POS numbering", () => {
  it("gives no number without a numbering, then consecutive ones inside the range, and refuses past its end", async () => {
    const unnumbered = await sell();
    expect(unnumbered.json().receipt_number).toBeNull();

    await setNumbering({
      pos_resolution: "18764000000001",
      pos_resolution_date: "2026-01-15",
      pos_from: 1,
      pos_to: 3,
      pos_valid_until: "2099-01-15",
    });
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await sell()).json().receipt_number);
    expect(numbers).toEqual(["POS1-1", "POS1-2", "POS1-3"]);
    const before = await saleCount();
    const exhausted = await sell();
    expect(exhausted.statusCode).toBe(409);
    expect(exhausted.json().message).toBe(posNumberingMessages.exhausted(3));
    expect(await saleCount()).toBe(before);

    // A new resolution: its range starts the count again.
    await setNumbering({
      pos_resolution: "18764000000002",
      pos_resolution_date: "2026-02-01",
      pos_from: 1_000,
      pos_to: 5_000,
      pos_valid_until: "2099-02-01",
    });
    const next = (await sell()).json();
    expect(next.receipt_number).toBe("POS1-1000");
    const shown = (await t.app.inject({ url: `/api/sales/${next.id}`, headers: { cookie: admin } })).json();
    expect(shown.receipt_number).toBe("POS1-1000");
  });

  it("refuses a sale once the numbering's validity ended, writing nothing", async () => {
    await setNumbering({
      pos_resolution: "18764000000003",
      pos_resolution_date: "2020-01-15",
      pos_from: 1,
      pos_to: 100,
      pos_valid_until: "2021-01-15",
    });
    const before = await saleCount();
    const expired = await sell();
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(posNumberingMessages.expired("15/01/2021"));
    expect(await saleCount()).toBe(before);
  });

  it("numbers sales that race consecutively, none twice", async () => {
    await setNumbering({
      pos_resolution: "18764000000004",
      pos_resolution_date: "2026-03-01",
      pos_from: 500,
      pos_to: 10_000,
      pos_valid_until: "2099-03-01",
    });
    const answers = await Promise.all(Array.from({ length: 12 }, () => sell()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    const numbers = answers.map((answer) => Number(String(answer.json().receipt_number).slice("POS1-".length)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => 500 + i));
  });
});
