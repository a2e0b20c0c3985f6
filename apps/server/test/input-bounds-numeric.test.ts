import { limitMessages, MAX_AMOUNT, MAX_PRODUCT_STOCK, MAX_QUANTITY } from "@inventario/shared/limits";
import { MAX_MONEY } from "@inventario/shared/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/lib/ids";
import { nowIso } from "../src/lib/time";
import { createStockedProduct } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";

/**
 * Numbers the schemas must refuse before they reach a database (issue 16, defect 4): quantities,
 * prices and costs past the bounds of limits.ts, and sums past what the columns hold. Both databases
 * must answer the same. Control characters and malformed multipart bodies: input-bounds-text.test.ts.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object) => injectAs(t.app, admin, method, url, payload);

/**
 * `count` lots of one product (lot numbers `prefix`0, `prefix`1…), written straight to the table in
 * batches of 500: the triggers keep products.stock, and as entries they would take minutes.
 */
async function insertLots(
  productId: string,
  warehouseId: string,
  count: number,
  lot: { prefix: string; quantity: number; costCents: number },
) {
  const at = nowIso();
  for (let start = 0; start < count; start += 500) {
    await t.app.db
      .insertInto("lots")
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          id: newId(),
          product_id: productId,
          warehouse_id: warehouseId,
          lot_number: `${lot.prefix}${start + i}`,
          lot_key: `${lot.prefix}${start + i}`,
          quantity: lot.quantity,
          unit: "UD",
          cost_cents: lot.costCents,
          expiration_date: null,
          min_stock: 0,
          max_stock: 0,
          acquired_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
}

describe("numeric bounds (defect 4)", () => {
  const entry = (productId: string, warehouseId: string, quantity: number, costs = 1, lot = "L1") =>
    call("POST", "/api/inventory", {
      product_id: productId,
      warehouse_id: warehouseId,
      quantity,
      unit: "UD",
      costs,
      lot_number: lot,
      expiration_date: null,
      min_stock: 0,
      max_stock: 0,
    });
  const stockChange = (kind: "replenish" | "withdraw", productId: string, warehouseId: string, quantity: number) =>
    call("PUT", `/api/inventory/${kind}`, {
      product_id: productId,
      warehouse_id: warehouseId,
      quantity,
      lot_number: "L1",
      observation: "Prueba de límites",
    });
  const lotQuantity = async (productId: string) =>
    (
      await t.app.db
        .selectFrom("lots")
        .select("quantity")
        .where("product_id", "=", productId)
        .where("lot_key", "=", "L1")
        .executeTakeFirstOrThrow()
    ).quantity;

  let clientId: string;
  beforeAll(async () => {
    clientId = uniqueIdentification();
    const client = await call("POST", "/api/clients", {
      identification: clientId,
      name: "Límite",
      last_name: "Pruebas",
      email: `limite.${clientId}@correo.co`,
      birthday: "1990-01-01",
      phone_number: "3001112233",
    });
    expect(client.statusCode).toBe(201);
  });
  const sale = (items: Array<{ product_id: string; quantity: number; unit_price: number }>) =>
    call("POST", "/api/sale", { client_id: clientId, type: "RETAIL", currency: "COP", items });

  it("keeps the bounds inside what both databases and exact JS numbers hold", () => {
    expect(MAX_QUANTITY * 2).toBeLessThan(2 ** 31);
    expect(MAX_AMOUNT * 100 * 2).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(MAX_MONEY).toBeLessThanOrEqual(MAX_AMOUNT);
    expect(MAX_PRODUCT_STOCK).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it("refuses quantities, prices and costs past the bounds with a field message", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const tooMany = await entry(productId, warehouseId, MAX_QUANTITY + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().fields)).toEqual(["quantity"]);
    const tooDear = await entry(productId, warehouseId, 1, MAX_MONEY + 1);
    expect(tooDear.statusCode).toBe(400);
    expect(Object.keys(tooDear.json().fields)).toEqual(["costs"]);
    const assign = await call("POST", "/api/withdrawals/assign-stock/bulk", {
      items: [{ withdrawal_item_id: "x", assignments: [{ warehouse_id: "y", quantity: MAX_QUANTITY + 1 }] }],
    });
    expect(assign.statusCode).toBe(400);
  });

  it("refuses a product whose first lot is worth more than MAX_AMOUNT (quantity × cost), and reads it never fail", async () => {
    const refused = await call("POST", "/api/product", {
      name: "Caro",
      description: "Prueba",
      category: "Pruebas",
      sku: `CARO-${uniqueIdentification()}`,
      image_url: null,
      price: 1,
      warehouse_id: (await createStockedProduct(t.app, admin)).warehouseId,
      quantity: 100_000,
      unit: "UD",
      costs: 1e12,
      lot_number: null,
      expiration_date: null,
      min_stock: 0,
      max_stock: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ costs: limitMessages.lotValue });
    expect((await call("GET", "/api/inventory?page=1")).statusCode).toBe(200);
  });

  it("refuses with 409 an entry or a restock that would take a lot past MAX_QUANTITY, on both databases", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: MAX_QUANTITY, costs: 1 });
    for (let i = 0; i < 2; i++) {
      const more = await entry(productId, warehouseId, MAX_QUANTITY);
      expect(more.statusCode, more.body).toBe(409);
      expect(more.json()).toEqual({ code: "CONFLICT", message: limitMessages.lotQuantity(MAX_QUANTITY, "UD") });
    }
    const one = await entry(productId, warehouseId, 1);
    expect(one.statusCode).toBe(409);
    const restock = await stockChange("replenish", productId, warehouseId, 1);
    expect(restock.statusCode).toBe(409);
    expect(restock.json().message).toBe(limitMessages.lotQuantity(MAX_QUANTITY, "UD"));
    expect(await lotQuantity(productId)).toBe(MAX_QUANTITY);
    expect((await stockChange("withdraw", productId, warehouseId, 10)).statusCode).toBe(200);
    expect((await stockChange("replenish", productId, warehouseId, 10)).statusCode).toBe(200);
    expect(await lotQuantity(productId)).toBe(MAX_QUANTITY);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("refuses with 409 an entry or restock that would take a lot's value past MAX_AMOUNT", async () => {
    const cost = MAX_MONEY;
    const fits = Math.floor(MAX_AMOUNT / cost);
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: fits, costs: cost });
    const entryOver = await entry(productId, warehouseId, 1, cost);
    expect(entryOver.statusCode, entryOver.body).toBe(409);
    expect(entryOver.json().message).toBe(limitMessages.lotValueReached);
    const restockOver = await stockChange("replenish", productId, warehouseId, 1);
    expect(restockOver.statusCode).toBe(409);
    expect(restockOver.json().message).toBe(limitMessages.lotValueReached);
    // A cheaper entry into the same lot lowers its average cost and may still fit.
    expect((await entry(productId, warehouseId, 1, 0)).statusCode).toBe(201);
    expect(await lotQuantity(productId)).toBe(fits + 1);
    expect((await call("GET", `/api/inventory/${productId}`)).statusCode).toBe(200);
  });

  it("refuses with 409 a stock change that would take a product's total past MAX_PRODUCT_STOCK", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: 1, costs: 1 });
    // Full lots, enough to reach the product's bound.
    const lots = Math.ceil(MAX_PRODUCT_STOCK / MAX_QUANTITY);
    await insertLots(productId, warehouseId, lots, { prefix: "F", quantity: MAX_QUANTITY, costCents: 100 });
    const message = limitMessages.productStock(MAX_PRODUCT_STOCK);
    const newLot = await entry(productId, warehouseId, 1, 1, "NUEVO");
    expect(newLot.statusCode, newLot.body).toBe(409);
    expect(newLot.json().message).toBe(message);
    const restock = await stockChange("replenish", productId, warehouseId, 1);
    expect(restock.statusCode).toBe(409);
    expect(restock.json().message).toBe(message);
    const read = await call("GET", `/api/inventory/${productId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().quantity).toBe(lots * MAX_QUANTITY + 1);
  });

  it("refuses with 409 merged sale lines past MAX_QUANTITY and a total past MAX_AMOUNT", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: MAX_QUANTITY, costs: 1 });
    expect((await entry(productId, warehouseId, MAX_QUANTITY, 1, "L2")).statusCode).toBe(201);
    expect((await entry(productId, warehouseId, MAX_QUANTITY, 1, "L3")).statusCode).toBe(201);
    const line = { product_id: productId, quantity: MAX_QUANTITY, unit_price: 1 };
    const merged = await sale([line, line, line]);
    expect(merged.statusCode, merged.body).toBe(409);
    expect(merged.json().message).toBe(limitMessages.saleLineQuantity(MAX_QUANTITY));
    const total = await sale([{ ...line, unit_price: MAX_MONEY }]);
    expect(total.statusCode, total.body).toBe(409);
    expect(total.json().message).toBe(limitMessages.saleTotal);
    const spread = await sale([
      { ...line, unit_price: MAX_AMOUNT / MAX_QUANTITY },
      { product_id: (await createStockedProduct(t.app, admin)).productId, quantity: 1, unit_price: 1 },
    ]);
    expect(spread.statusCode, spread.body).toBe(409);
    expect(spread.json().message).toBe(limitMessages.saleTotal);
    const fits = await sale([{ ...line, unit_price: MAX_AMOUNT / MAX_QUANTITY }]);
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().total).toBe(MAX_AMOUNT);
  });

  it("reads sums of quantity × cost that overflow a 64-bit integer (many lots at the largest value)", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: 1, costs: 1 });
    // Each lot is worth MAX_AMOUNT: within every bound; together they pass 2^63 cents.
    const perLot = MAX_AMOUNT * 100;
    const lots = Math.ceil(2 ** 63 / perLot) + 10;
    await insertLots(productId, warehouseId, lots, { prefix: "V", quantity: 10, costCents: perLot / 10 });
    const one = await call("GET", `/api/inventory/${productId}`);
    expect(one.statusCode, one.body).toBe(200);
    // The first lot (one unit at one peso) barely moves the weighted average.
    expect(one.json().cost / (MAX_AMOUNT / 10)).toBeCloseTo(1, 3);
    const page = await call("GET", `/api/inventory?page=1&search=${encodeURIComponent(one.json().sku)}`);
    expect(page.statusCode, page.body).toBe(200);
    const byProducts = await call("POST", "/api/inventory/by-products", { product_ids: [productId] });
    expect(byProducts.statusCode, byProducts.body).toBe(200);
  });

  it("still reads, and refuses to grow, a lot stored before the bounds (the issue's 100 000 × 1e12)", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin, { quantity: 1, costs: 1 });
    await t.app.db
      .updateTable("lots")
      .set({ quantity: 100_000, cost_cents: MAX_MONEY * 100 })
      .where("product_id", "=", productId)
      .execute();
    for (const url of [`/api/inventory/${productId}`, `/api/inventory?page=1&search=${sku}`]) {
      const response = await call("GET", url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    const byProducts = await call("POST", "/api/inventory/by-products", { product_ids: [productId] });
    expect(byProducts.statusCode, byProducts.body).toBe(200);
    for (const grow of [
      () => entry(productId, warehouseId, 1),
      () => stockChange("replenish", productId, warehouseId, 1),
    ]) {
      const response = await grow();
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(limitMessages.lotValueReached);
    }
  });
});
