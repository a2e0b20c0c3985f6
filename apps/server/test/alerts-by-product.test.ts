import type { AlertPage, ProductAlertRow } from "@inventario/shared/alerts";
import { nitCheckDigit } from "@inventario/shared/nit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEntry, alertPage, alertsUrl, allAlertRows, createWarehouse } from "./helpers/alerts";
import { createStockedProduct, stockChange } from "./helpers/catalog";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";

/**
 * 'Stock bajo' and 'Agotados' grouped by product (issue 32): one row per product, its own figures and its
 * warehouses' alerts underneath, each with where units could be moved from; paged by product in the order
 * of each product's most urgent alert, exactly as the flat list first names it.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
});
afterAll(() => t.close());

async function groupedPage(query: { kind: string; search?: string; warehouse_id?: string; page?: number }) {
  const response = await injectAs(t.app, admin, "GET", `${alertsUrl(query)}&group=product`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Omit<AlertPage, "data"> & { data: ProductAlertRow[] };
}

/** Every product row of a grouped list, page after page: no product twice, as many as the total says. */
async function allGrouped(query: { kind: string; search?: string; warehouse_id?: string }) {
  const first = await groupedPage({ ...query, page: 1 });
  const rows = [...first.data];
  for (let page = 2; page <= first.total_pages; page++) rows.push(...(await groupedPage({ ...query, page })).data);
  expect(new Set(rows.map((row) => row.product.id)).size).toBe(rows.length);
  expect(rows).toHaveLength(first.total);
  return rows;
}

describe("alerts grouped by product", () => {
  it("puts a product's warehouses under it, each with the warehouse that could send units, and its units on order", async () => {
    // 5 UD in its first warehouse (minimum 5: low), 50 in a second (minimum 10: 39 to spare and stay one
    // above it), 2 in a third
    // (minimum 5: low). All together 57 against the product's minimum 5: the product itself is not low.
    const product = await createStockedProduct(t.app, admin, { quantity: 5, min_stock: 5, max_stock: 60 });
    const plenty = await createWarehouse(t.app, admin);
    const short = await createWarehouse(t.app, admin);
    await addEntry(t.app, admin, product.productId, plenty, 50, { min: 10, max: 100 });
    await addEntry(t.app, admin, product.productId, short, 2, { min: 5, max: 20 });
    const nit = `8${uniqueIdentification().slice(2)}`;
    const supplier = await injectAs(t.app, admin, "POST", "/api/suppliers", {
      nit,
      dv: nitCheckDigit(nit),
      name: `Proveedor ${nit}`,
    });
    const order = await injectAs(t.app, admin, "POST", "/api/purchase-orders", {
      supplier_id: supplier.json().id,
      warehouse_id: short,
      items: [{ product_id: product.productId, quantity: 12, unit_cost: 700 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await injectAs(t.app, admin, "POST", `/api/purchase-orders/${order.json().id}/send`)).statusCode).toBe(200);

    const page = await groupedPage({ kind: "low", search: product.sku });
    expect(page.total).toBe(1);
    const [row] = page.data;
    expect(row).toMatchObject({
      product: { id: product.productId, sku: product.sku },
      warehouse: null,
      own_alert: false,
      quantity: 57,
      minimum: 5,
      on_order: 12,
    });
    const source = { id: plenty, name: expect.any(String), available: 39 };
    expect(row!.warehouses.map((w) => [w.warehouse?.id, w.quantity, w.minimum, w.on_order, w.transfer_from])).toEqual([
      [short, 2, 5, 12, source],
      [product.warehouseId, 5, 5, 12, source],
    ]);
    // The flat list names the same alerts, one row each, with what is on order.
    const flat = await alertPage(t.app, admin, { kind: "low", search: product.sku });
    expect(flat.data.map((r) => [r.warehouse?.id, r.on_order])).toEqual([
      [short, 12],
      [product.warehouseId, 12],
    ]);
    // Filtered by a warehouse: only its alert under the product.
    const one = await groupedPage({ kind: "low", search: product.sku, warehouse_id: short });
    expect(one.data.map((r) => r.warehouses.map((w) => w.warehouse?.id))).toEqual([[short]]);
  });

  it("marks a product's own alert and lists it once with its warehouses'", async () => {
    const product = await createStockedProduct(t.app, admin, { quantity: 3, min_stock: 5, max_stock: 20 });
    const [row] = (await groupedPage({ kind: "low", search: product.sku })).data;
    expect(row).toMatchObject({ own_alert: true, quantity: 3, minimum: 5, suggested_reorder: 17, on_order: 0 });
    expect(row!.warehouses.map((w) => [w.warehouse?.id, w.transfer_from])).toEqual([[product.warehouseId, null]]);
    const out = await groupedPage({ kind: "out", search: product.sku });
    expect(out.total).toBe(0);
  });

  it("pages products in the order the flat list first names them, each once, on both kinds", async () => {
    const tag = `GRP${uniqueIdentification().slice(-6)}`;
    const second = await createWarehouse(t.app, admin);
    for (let i = 0; i < 40; i++) {
      // Various gaps: some products low by their own minimum, some in one or both warehouses, some out.
      const product = await createStockedProduct(t.app, admin, {
        sku: `${tag}-${String(i).padStart(2, "0")}`,
        quantity: 1 + (i % 7),
        min_stock: i % 3 === 0 ? 8 : 0,
        max_stock: 40,
      });
      if (i % 5 === 0) {
        const emptied = await injectAs(
          t.app,
          admin,
          "PUT",
          "/api/inventory/withdraw",
          stockChange(product.productId, product.warehouseId, 1 + (i % 7)),
        );
        expect(emptied.statusCode, emptied.body).toBe(200);
      }
      if (i % 4 !== 3) await addEntry(t.app, admin, product.productId, second, 1 + (i % 5), { min: 4 + (i % 4) });
    }
    for (const kind of ["low", "out"]) {
      const flat = (await allAlertRows(t.app, admin, { kind, search: tag })).rows;
      const firstNamed = [...new Set(flat.map((row) => row.product.id))];
      const grouped = await allGrouped({ kind, search: tag });
      expect(grouped.map((row) => row.product.id)).toEqual(firstNamed);
      // More than a page of products (25): the second page goes on where the first stopped.
      if (kind === "low") expect(grouped.length).toBeGreaterThan(25);
      // Every flat alert appears once: as a product's own row or under it.
      const alerts = grouped.flatMap((row) => [
        ...(row.own_alert ? [`${row.product.id}/-`] : []),
        ...row.warehouses.map((w) => `${w.product.id}/${w.warehouse?.id}`),
      ]);
      expect(alerts.sort()).toEqual(flat.map((row) => `${row.product.id}/${row.warehouse?.id ?? "-"}`).sort());
    }
    const inSecond = await allGrouped({ kind: "low", search: tag, warehouse_id: second });
    expect(inSecond.every((row) => row.warehouses.every((w) => w.warehouse?.id === second))).toBe(true);
    expect(inSecond.length).toBeGreaterThan(0);
  });

  it("reads further when one product's warehouses fill the first reach of the list", async () => {
    // One product low in 55 warehouses, all more urgent than another product's one alert: the first
    // 2 × 25 rows name a single product, so the page reads on until it finds the second.
    const tag = `MNY${uniqueIdentification().slice(-6)}`;
    const many = await createStockedProduct(t.app, admin, { sku: `${tag}-A`, quantity: 1, min_stock: 0 });
    for (let i = 0; i < 55; i++) {
      const warehouse = await createWarehouse(t.app, admin);
      await addEntry(t.app, admin, many.productId, warehouse, 1, { min: 9 });
    }
    const other = await createStockedProduct(t.app, admin, { sku: `${tag}-B`, quantity: 4, min_stock: 5 });
    const page = await groupedPage({ kind: "low", search: tag });
    expect(page.total).toBe(2);
    expect(page.data.map((row) => [row.product.id, row.warehouses.length])).toEqual([
      [many.productId, 55],
      [other.productId, 1],
    ]);
  });

  it("refuses another grouping", async () => {
    const response = await injectAs(t.app, admin, "GET", "/api/alerts?kind=low&group=warehouse");
    expect(response.statusCode).toBe(400);
  });
});
