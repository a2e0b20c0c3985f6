import { addDays } from "@inventario/shared/alerts";
import { todayInBusinessZone } from "@inventario/shared/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  injectAs(t.app, cookie, method, url, payload);

async function list(kind: string, sku: string, extra = "") {
  const response = await call("GET", `/api/alerts?kind=${kind}&search=${encodeURIComponent(sku)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("alerts smoke", () => {
  it("lists a low product, an expired lot and an expiring lot; summary counts them", async () => {
    const today = todayInBusinessZone();
    const low = await createStockedProduct(t.app, admin, { quantity: 5, min_stock: 5, max_stock: 50 });
    const expired = await createStockedProduct(t.app, admin, { expiration_date: addDays(today, -1) });
    const expiring = await createStockedProduct(t.app, admin, { expiration_date: addDays(today, 30) });
    await t.app.db
      .updateTable("products")
      .set({ min_stock: 5, max_stock: 50 })
      .where("id", "=", low.productId)
      .execute();

    const lowPage = await list("low", low.sku);
    expect(
      lowPage.data.map((r: { product: { id: string }; warehouse: unknown }) => [r.product.id, r.warehouse]),
    ).toContainEqual([low.productId, null]);
    const productRow = lowPage.data.find((r: { warehouse: unknown }) => r.warehouse === null);
    expect(productRow).toMatchObject({ quantity: 5, minimum: 5, maximum: 50, suggested_reorder: 45 });

    const expiredPage = await list("expired", expired.sku);
    expect(expiredPage.data).toHaveLength(1);
    expect(expiredPage.data[0]).toMatchObject({ lot_number: "L1", quantity: 100, days_left: -1 });
    expect((await list("expiring", expiring.sku)).data).toHaveLength(1);
    expect((await list("expiring", expiring.sku, "&days=30")).total).toBe(1);

    const summary = await call("GET", "/api/alerts/summary");
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({ today, days: 30 });
    expect(summary.json().expired).toBeGreaterThanOrEqual(1);

    const writeOff = await call("POST", "/api/inventory/write-off", {
      lots: [{ product_id: expired.productId, warehouse_id: expired.warehouseId, lot_number: "L1" }],
      reason: "Fecha pasada",
    });
    expect(writeOff.statusCode, writeOff.body).toBe(200);
    expect(writeOff.json()).toEqual({ ok: true, lots: 1, quantity: 100 });
    expect((await list("expired", expired.sku)).data).toHaveLength(0);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});
