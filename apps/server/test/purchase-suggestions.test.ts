import { nitCheckDigit } from "@inventario/shared/nit";
import { purchaseMessages, type Suggestion } from "@inventario/shared/purchases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct } from "./helpers/catalog";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";

// 'Sugerido de compra' (issue 32): max − (available + on order), in the supplier's packs, never twice.

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object) => injectAs(t.app, admin, method, url, payload);

async function supplierWith(prices: Array<Record<string, unknown>>): Promise<string> {
  const nit = `8${uniqueIdentification().slice(2)}`;
  const created = await call("POST", "/api/suppliers", { nit, dv: nitCheckDigit(nit), name: `Proveedor ${nit}` });
  const id = created.json().id as string;
  const put = await call("PUT", `/api/suppliers/${id}/products`, prices);
  expect(put.statusCode, put.body).toBe(200);
  return id;
}

async function suggestionsFor(sku: string, query = ""): Promise<Suggestion[]> {
  const response = await call("GET", `/api/purchases/suggestions?search=${encodeURIComponent(sku)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A product with 100 UD in its own warehouse whose own minimum (150) and maximum (400) put it in 'Stock bajo'. */
async function lowProduct() {
  const product = await createStockedProduct(t.app, admin);
  const levels = await call("PUT", `/api/product/${product.productId}/stock-levels`, {
    min_stock: 150,
    max_stock: 400,
  });
  expect(levels.statusCode, levels.body).toBe(200);
  return product;
}

describe("GET /purchases/suggestions", () => {
  it("suggests max − available in whole packs of the cheapest supplier whose minimum fits, or the preferred one", async () => {
    const p = await lowProduct();
    const cheapButBig = await supplierWith([
      { product_id: p.productId, unit_cost: 900, min_quantity: 500, pack_size: 10 },
    ]);
    const fits = await supplierWith([{ product_id: p.productId, unit_cost: 1000, min_quantity: 50, pack_size: 24 }]);
    const [row] = await suggestionsFor(p.sku);
    expect(row).toMatchObject({
      product: { id: p.productId, sku: p.sku },
      warehouse: { id: p.warehouseId },
      level: "product",
      available: 100,
      minimum: 150,
      maximum: 400,
      on_order: 0,
      needed: 300,
      // 300 in packs of 24: 13 packs.
      quantity: 312,
      supplier: { id: fits },
      unit_cost: 1000,
    });
    // Preferred wins, its minimum quantity too (500, already whole packs of 10).
    await call("PUT", `/api/suppliers/${cheapButBig}/products`, [
      { product_id: p.productId, unit_cost: 900, min_quantity: 500, pack_size: 10, preferred: true },
    ]);
    expect((await suggestionsFor(p.sku))[0]).toMatchObject({
      supplier: { id: cheapButBig },
      quantity: 500,
      needed: 300,
    });
    expect(await suggestionsFor(p.sku, `&supplier_id=${fits}`)).toEqual([]);
  });

  it("a warehouse's own minimum suggests for that warehouse; without a supplier the row still shows", async () => {
    const p = await createStockedProduct(t.app, admin, { min_stock: 150, max_stock: 300 });
    const [row] = await suggestionsFor(p.sku, `&warehouse_id=${p.warehouseId}`);
    expect(row).toMatchObject({
      level: "warehouse",
      warehouse: { id: p.warehouseId },
      needed: 200,
      quantity: 200,
      supplier: null,
    });
    const other = await createStockedProduct(t.app, admin);
    expect(await suggestionsFor(p.sku, `&warehouse_id=${other.warehouseId}`)).toEqual([]);
  });

  it("a product short of its own minimum and of its warehouse's is one row, the larger need", async () => {
    const p = await createStockedProduct(t.app, admin, { min_stock: 150, max_stock: 300 });
    await call("PUT", `/api/product/${p.productId}/stock-levels`, { min_stock: 150, max_stock: 400 });
    const rows = await suggestionsFor(p.sku);
    expect(rows.map((row) => [row.level, row.warehouse?.id, row.needed])).toEqual([["product", p.warehouseId, 300]]);
  });
});

describe("POST /purchases/suggestions/orders", () => {
  it("makes one draft per supplier and warehouse; what is ordered is not suggested again until cancelled", async () => {
    const [a, b] = [await lowProduct(), await lowProduct()];
    const supplier = await supplierWith([
      { product_id: a.productId, unit_cost: 1000, pack_size: 1 },
      { product_id: b.productId, unit_cost: 2000, pack_size: 1 },
    ]);
    const lines = [
      { product_id: a.productId, supplier_id: supplier, warehouse_id: a.warehouseId, quantity: 300 },
      { product_id: b.productId, supplier_id: supplier, warehouse_id: a.warehouseId, quantity: 100 },
      { product_id: b.productId, supplier_id: supplier, warehouse_id: b.warehouseId, quantity: 300 },
    ];
    const created = await call("POST", "/api/purchases/suggestions/orders", { items: lines });
    expect(created.statusCode, created.body).toBe(201);
    const orders = created.json().orders;
    expect(orders).toHaveLength(2);
    expect(orders.map((o: { status: string; warehouse: { id: string } }) => [o.status, o.warehouse.id])).toEqual([
      ["DRAFT", a.warehouseId],
      ["DRAFT", b.warehouseId],
    ]);
    expect(orders[0].total).toBe(300 * 1000 + 100 * 2000);

    // a's shortage is ordered (a draft counts): no suggestion; b's: 100 went to another warehouse, but a
    // product's own minimum counts what every open order brings.
    expect(await suggestionsFor(a.sku)).toEqual([]);
    expect(await suggestionsFor(b.sku)).toEqual([]);
    await call("POST", `/api/purchase-orders/${orders[0].id}/send`);
    expect(await suggestionsFor(a.sku)).toEqual([]);
    await call("POST", `/api/purchase-orders/${orders[0].id}/cancel`, { reason: "Se pidió de más" });
    expect((await suggestionsFor(a.sku))[0]).toMatchObject({ needed: 300, on_order: 0 });
  });

  it("refuses a supplier without a price for the product, creating nothing", async () => {
    const p = await lowProduct();
    const supplier = await supplierWith([]);
    const before = (await call("GET", "/api/purchase-orders")).json().total;
    const refused = await call("POST", "/api/purchases/suggestions/orders", {
      items: [{ product_id: p.productId, supplier_id: supplier, warehouse_id: p.warehouseId, quantity: 5 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ "items.0.supplier_id": purchaseMessages.noSupplierPrice });
    expect((await call("GET", "/api/purchase-orders")).json().total).toBe(before);
  });
});
