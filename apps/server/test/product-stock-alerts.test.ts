/**
 * Issue 19 on the product list and detail: each product's `available` (on hand in lots that are not
 * expired − what pending picking requests need) and `stock_alerts`, and each lot's `expiry` in the
 * product's lots answer. Boundaries: the minimum exactly reached, a lot expiring on the 30th day (and
 * not the 31st), today versus yesterday in Bogotá while UTC is already the next day.
 */
import { addDays } from "@inventario/shared/alerts";
import { todayInBusinessZone } from "@inventario/shared/dates";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addEntry } from "./helpers/alerts";
import { createSignedInAppWithClient, createStockedProduct } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { injectAs, type Method, signIn, type TestApp } from "./helpers/test-app";

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => ({ t, admin, clientId } = await createSignedInAppWithClient()));
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  injectAs(t.app, cookie, method, url, payload);

type ProductAnswer = { id: string; quantity: number; available: number; stock_alerts: string[] };

async function detail(productId: string, cookie = admin): Promise<ProductAnswer> {
  const response = await call("GET", `/api/product/${productId}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The product's row in GET /api/product searched by its SKU (unique). */
async function listRow(sku: string): Promise<ProductAnswer> {
  const response = await call("GET", `/api/product?search=${encodeURIComponent(sku)}`);
  expect(response.statusCode, response.body).toBe(200);
  const rows: Array<ProductAnswer & { sku: string }> = response.json().data;
  const row = rows.find((r) => r.sku === sku);
  if (!row) throw new Error(`${sku} not listed`);
  return row;
}

/** The same figures on the list and on the detail. */
async function bothViews(product: { productId: string; sku: string }) {
  const [row, one] = await Promise.all([listRow(product.sku), detail(product.productId)]);
  const pick = (p: ProductAnswer) => ({ quantity: p.quantity, available: p.available, stock_alerts: p.stock_alerts });
  expect(pick(row)).toEqual(pick(one));
  return pick(one);
}

const setLevels = async (productId: string, min: number, max: number) => {
  const response = await call("PUT", `/api/product/${productId}/stock-levels`, { min_stock: min, max_stock: max });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductAnswer;
};

const entry = (productId: string, warehouseId: string, lot: string, quantity: number, expiration: string | null) =>
  addEntry(t.app, admin, productId, warehouseId, quantity, { lot, expiration });

const sell = (productId: string, quantity: number) =>
  call("POST", "/api/sale", {
    client_id: clientId,
    type: "RETAIL",
    currency: "COP",
    items: [{ product_id: productId, quantity, unit_price: 1000 }],
  });

async function lotExpiries(productId: string, cookie = admin) {
  const response = await call("GET", `/api/inventory/current/${productId}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const lots: Array<{ lot_number: string | null; expiry: string | null }> = response.json().data;
  return Object.fromEntries(lots.map((lot) => [lot.lot_number, lot.expiry]));
}

describe("product available stock and stock alerts", () => {
  it("a product without minimum, reservations or dated lots has everything available and no alert", async () => {
    const product = await createStockedProduct(t.app, admin);
    expect(await bothViews(product)).toEqual({ quantity: 100, available: 100, stock_alerts: [] });
  });

  it("the minimum exactly reached is low; one unit above it is not", async () => {
    const atMinimum = await createStockedProduct(t.app, admin, { quantity: 5 });
    const above = await createStockedProduct(t.app, admin, { quantity: 6 });
    // The stock-levels answer already carries the alerts of the new minimum.
    expect((await setLevels(atMinimum.productId, 5, 50)).stock_alerts).toEqual(["low"]);
    expect((await setLevels(above.productId, 5, 50)).stock_alerts).toEqual([]);
    expect(await bothViews(atMinimum)).toEqual({ quantity: 5, available: 5, stock_alerts: ["low"] });
    expect(await bothViews(above)).toEqual({ quantity: 6, available: 6, stock_alerts: [] });
  });

  it("a pending sale reduces available; selling down to nothing is out (not also low)", async () => {
    const product = await createStockedProduct(t.app, admin, { quantity: 10 });
    await setLevels(product.productId, 4, 50);
    expect((await sell(product.productId, 3)).statusCode).toBe(201);
    // On hand is unchanged until the picking request is dispatched; what it needs is promised.
    expect(await bothViews(product)).toEqual({ quantity: 10, available: 7, stock_alerts: [] });
    expect((await sell(product.productId, 3)).statusCode).toBe(201);
    expect(await bothViews(product)).toEqual({ quantity: 10, available: 4, stock_alerts: ["low"] });
    expect((await sell(product.productId, 4)).statusCode).toBe(201);
    expect(await bothViews(product)).toEqual({ quantity: 10, available: 0, stock_alerts: ["out"] });
  });

  it("with pending needs and no minimum, nothing available is out (not low)", async () => {
    const product = await createStockedProduct(t.app, admin, { quantity: 2 });
    expect((await sell(product.productId, 2)).statusCode).toBe(201);
    expect(await bothViews(product)).toEqual({ quantity: 2, available: 0, stock_alerts: ["out"] });
  });

  it("an expired lot is left out of available and makes the product expired; writing it off clears that", async () => {
    const today = todayInBusinessZone();
    const product = await createStockedProduct(t.app, admin, { quantity: 40, expiration_date: addDays(today, -1) });
    await entry(product.productId, product.warehouseId, "L2", 25, null);
    expect(await bothViews(product)).toEqual({ quantity: 65, available: 25, stock_alerts: ["expired"] });
    expect(await lotExpiries(product.productId)).toEqual({ L1: "expired", L2: null });

    const writeOff = await call("POST", "/api/inventory/write-off", {
      lots: [{ product_id: product.productId, warehouse_id: product.warehouseId, lot_number: "L1" }],
    });
    expect(writeOff.statusCode, writeOff.body).toBe(200);
    // The emptied lot still reads expired, but a lot without stock raises no alert.
    expect(await bothViews(product)).toEqual({ quantity: 25, available: 25, stock_alerts: [] });
    expect(await lotExpiries(product.productId)).toEqual({ L1: "expired", L2: null });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("a lot expiring on the 30th day is expiring, on the 31st it is not; today is expiring", async () => {
    const today = todayInBusinessZone();
    const day30 = await createStockedProduct(t.app, admin, { expiration_date: addDays(today, 30) });
    const day31 = await createStockedProduct(t.app, admin, { expiration_date: addDays(today, 31) });
    const dayZero = await createStockedProduct(t.app, admin, { expiration_date: today });
    expect(await bothViews(day30)).toEqual({ quantity: 100, available: 100, stock_alerts: ["expiring"] });
    expect(await bothViews(day31)).toEqual({ quantity: 100, available: 100, stock_alerts: [] });
    // Its last day: still sellable, and expiring.
    expect(await bothViews(dayZero)).toEqual({ quantity: 100, available: 100, stock_alerts: ["expiring"] });
    expect(await lotExpiries(day30.productId)).toEqual({ L1: "expiring" });
    expect(await lotExpiries(day31.productId)).toEqual({ L1: null });
  });

  it("a product with an expired and an expiring lot shows both, and low from the lots left", async () => {
    const today = todayInBusinessZone();
    const product = await createStockedProduct(t.app, admin, { quantity: 30, expiration_date: addDays(today, -10) });
    await entry(product.productId, product.warehouseId, "L2", 8, addDays(today, 12));
    await entry(product.productId, product.warehouseId, "L3", 2, addDays(today, 200));
    await setLevels(product.productId, 10, 100);
    expect(await bothViews(product)).toEqual({
      quantity: 40,
      available: 10,
      stock_alerts: ["low", "expiring", "expired"],
    });
    expect(await lotExpiries(product.productId)).toEqual({ L1: "expired", L2: "expiring", L3: null });
  });

  it("a lot whose day came since it was received leaves available when the product is read", async () => {
    const today = todayInBusinessZone();
    const product = await createStockedProduct(t.app, admin, { quantity: 12, expiration_date: addDays(today, 3) });
    await entry(product.productId, product.warehouseId, "L2", 5, null);
    // As if the calendar had moved past the lot's date: its kept expired flag is now stale.
    await t.app.db
      .updateTable("lots")
      .set({ expiration_date: addDays(today, -2) })
      .where("product_id", "=", product.productId)
      .where("lot_number", "=", "L1")
      .execute();
    expect(await detail(product.productId)).toMatchObject({ quantity: 17, available: 5, stock_alerts: ["expired"] });
    expect(await bothViews(product)).toEqual({ quantity: 17, available: 5, stock_alerts: ["expired"] });
  });

  it("today is Bogotá's date: a lot of the 10th is expiring at 22:30 there (UTC already the 11th), expired after midnight", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-11T03:30:00Z"));
    const cookie = await signIn(t.app);
    const product = await createStockedProduct(t.app, cookie, { quantity: 9, expiration_date: "2026-03-10" });
    expect(await detail(product.productId, cookie)).toMatchObject({
      quantity: 9,
      available: 9,
      stock_alerts: ["expiring"],
    });
    expect(await lotExpiries(product.productId, cookie)).toEqual({ L1: "expiring" });

    vi.setSystemTime(new Date("2026-03-11T05:30:00Z"));
    expect(await detail(product.productId, cookie)).toMatchObject({
      quantity: 9,
      available: 0,
      stock_alerts: ["expired"],
    });
    expect(await lotExpiries(product.productId, cookie)).toEqual({ L1: "expired" });
  });

  it("the create and edit answers carry available and alerts too", async () => {
    const today = todayInBusinessZone();
    const created = await call("POST", "/api/product", {
      name: "Leche deslactosada",
      description: "Caja",
      category: "Lácteos",
      sku: `LECHE-${Date.now()}`,
      image_url: null,
      price: 4200,
      warehouse_id: (await createStockedProduct(t.app, admin)).warehouseId,
      quantity: 3,
      unit: "UD",
      costs: 3000,
      lot_number: "LX",
      expiration_date: addDays(today, 5),
      min_stock: 3,
      max_stock: 20,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ quantity: 3, available: 3, stock_alerts: ["low", "expiring"] });
    const { id, name, description, category, sku, image_url, price } = created.json();
    const edited = await call("PUT", `/api/product/${id}`, {
      name,
      description,
      category,
      sku,
      image_url,
      price,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ available: 3, stock_alerts: ["low", "expiring"] });
  });
});
