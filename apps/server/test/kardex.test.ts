import { addDays } from "@inventario/shared/alerts";
import type { InventoryValuePage, KardexPage } from "@inventario/shared/reports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "../src/lib/business-date";
import { createSignedInAppWithClient, createStockedProduct, stockChange } from "./helpers/catalog";
import { allPages, csvMoney, exportBoth, pick } from "./helpers/export-files";
import { ledgerMismatches } from "./helpers/ledger";
import { injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

// The kardex valorizado (issue 20; docs/decisions/0019-kardex-valuation.md) against a hand-computed
// example: weighted average cost per warehouse, exits at the average rounded half up to the cent, a
// transfer moving value unchanged, a return at its dispatch's average.

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => ({ t, admin, clientId } = await createSignedInAppWithClient()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  injectAs(t.app, cookie, method, url, payload);

async function ok<T>(method: Method, url: string, payload?: object): Promise<T> {
  const response = await call(method, url, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

type Example = { productId: string; w1: string; w2: string; sku: string };

/**
 * The example's history, all today (cents):
 * 1. IN 100 @ 600.00 in W1 (lot L1)              W1 100 / 6,000,000
 * 2. IN 40 @ 913.00 in W1 (lot L2)               W1 140 / 9,652,000
 * 3. REPLENISH L1 +30 at W1's average            30 × 9,652,000 / 140 = 2,068,285.71 → 2,068,286; W1 170 / 11,720,286
 * 4. WITHDRAWAL L1 7                             7 × 11,720,286 / 170 = 482,600.01 → 482,600; W1 163 / 11,237,686
 * 5. TRANSFER L2 20 W1 → W2                      20 × 11,237,686 / 163 = 1,378,857.18 → 1,378,857
 *                                                W1 143 / 9,858,829; W2 20 / 1,378,857
 * 6. sale of 10, dispatched from W1 (OUT)        10 × 9,858,829 / 143 = 689,428.60 → 689,429; W1 133 / 9,169,400
 * 7. return of 4 of them into W1 (RETURN)        4 × 689,429 / 10 = 275,771.6 → 275,772; W1 137 / 9,445,172
 * 8. WITHDRAWAL of W2's 20 (empties it)          takes all: 1,378,857; W2 0 / 0
 */
async function buildExample(): Promise<Example> {
  const { productId, warehouseId: w1, sku } = await createStockedProduct(t.app, admin);
  const w2 = (await ok<{ id: string }>("POST", "/api/warehouse", { name: `Bodega ${uniqueIdentification()}` })).id;
  await ok("POST", "/api/inventory", {
    product_id: productId,
    warehouse_id: w1,
    quantity: 40,
    unit: "UD",
    costs: 913,
    lot_number: "L2",
    expiration_date: null,
    min_stock: 0,
    max_stock: 1000,
  });
  await ok("PUT", "/api/inventory/replenish", stockChange(productId, w1, 30, "Reabastecimiento"));
  await ok("PUT", "/api/inventory/withdraw", stockChange(productId, w1, 7, "Averiado"));
  await ok("POST", "/api/transfers", {
    product_id: productId,
    from_warehouse_id: w1,
    lot_number: "L2",
    to_warehouse_id: w2,
    quantity: 20,
  });
  const sale = await ok<{ id: string; withdrawal_id: string }>("POST", "/api/sale", {
    client_id: clientId,
    type: "RETAIL",
    currency: "COP",
    items: [{ product_id: productId, quantity: 10, unit_price: 1500 }],
  });
  const request = await ok<{ items: Array<{ id: string }> }>("GET", `/api/withdrawals/${sale.withdrawal_id}`);
  await ok("POST", "/api/withdrawals/assign-stock/bulk", {
    items: [{ withdrawal_item_id: request.items[0]!.id, assignments: [{ warehouse_id: w1, quantity: 10 }] }],
  });
  const dispatched = await t.app.db
    .selectFrom("movements")
    .select("lot_number")
    .where("product_id", "=", productId)
    .where("type", "=", "OUT")
    .execute();
  expect(dispatched).toHaveLength(1);
  await ok("POST", `/api/sales/${sale.id}/returns`, {
    reason: "Cliente devolvió",
    items: [
      { product_id: productId, quantity: 4, warehouse_id: w1, lot_number: dispatched[0]!.lot_number, restock: true },
    ],
  });
  await ok("PUT", "/api/inventory/withdraw", { ...stockChange(productId, w2, 20, "Vencido"), lot_number: "L2" });
  return { productId, w1, w2, sku };
}

let example: Example;
beforeAll(async () => {
  example = await buildExample();
});

const kardex = (query = "") => ok<KardexPage>("GET", `/api/product/${example.productId}/kardex${query}`);
const balance = (quantity: number, average_cost: number, value: number) => ({ quantity, average_cost, value });

describe("GET /product/{id}/kardex", () => {
  it("values every movement by weighted average cost, with the product's balances after each", async () => {
    const page = await kardex();
    const today = businessToday();
    expect(page).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today, warehouse_id: null, total: 9, page: 1 });
    expect(page.product).toMatchObject({ id: example.productId, sku: example.sku });
    expect(page.opening).toEqual(balance(0, 0, 0));
    expect(page.closing).toEqual(balance(137, 689.43, 94451.72));
    expect(page.data.map((row) => [row.type, row.entry, row.exit, row.balance])).toEqual([
      ["IN", { quantity: 100, unit_cost: 600, total: 60000 }, null, balance(100, 600, 60000)],
      ["IN", { quantity: 40, unit_cost: 913, total: 36520 }, null, balance(140, 689.43, 96520)],
      ["REPLENISH", { quantity: 30, unit_cost: 689.43, total: 20682.86 }, null, balance(170, 689.43, 117202.86)],
      ["WITHDRAWAL", null, { quantity: 7, unit_cost: 689.43, total: 4826 }, balance(163, 689.43, 112376.86)],
      ["TRANSFER_OUT", null, { quantity: 20, unit_cost: 689.43, total: 13788.57 }, balance(143, 689.43, 98588.29)],
      ["TRANSFER_IN", { quantity: 20, unit_cost: 689.43, total: 13788.57 }, null, balance(163, 689.43, 112376.86)],
      ["OUT", null, { quantity: 10, unit_cost: 689.43, total: 6894.29 }, balance(153, 689.43, 105482.57)],
      ["RETURN", { quantity: 4, unit_cost: 689.43, total: 2757.72 }, null, balance(157, 689.43, 108240.29)],
      ["WITHDRAWAL", null, { quantity: 20, unit_cost: 689.43, total: 13788.57 }, balance(137, 689.43, 94451.72)],
    ]);
    expect(page.data.map((row) => row.type_label)).toEqual([
      "Entrada",
      "Entrada",
      "Reabastecimiento",
      "Retiro",
      "Traslado (salida)",
      "Traslado (entrada)",
      "Salida",
      "Devolución",
      "Retiro",
    ]);
    expect(page.data[0]).toMatchObject({ document: "Inventario inicial", lot_number: "L1", unit: "UD" });
    expect(page.data[4]!.document).toMatch(/^Traslado T-\d{6}$/);
    expect(page.data[6]!.document).toMatch(/^Alistamiento A-\d{6}$/);
    expect(page.data[7]!.document).toMatch(/^Venta V-\d{6}$/);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("per warehouse: that warehouse's rows and balances", async () => {
    const w1 = await kardex(`?warehouse_id=${example.w1}`);
    expect(w1.warehouse_id).toBe(example.w1);
    expect(w1.data.map((row) => [row.type, row.balance])).toEqual([
      ["IN", balance(100, 600, 60000)],
      ["IN", balance(140, 689.43, 96520)],
      ["REPLENISH", balance(170, 689.43, 117202.86)],
      ["WITHDRAWAL", balance(163, 689.43, 112376.86)],
      ["TRANSFER_OUT", balance(143, 689.43, 98588.29)],
      ["OUT", balance(133, 689.43, 91694)],
      ["RETURN", balance(137, 689.43, 94451.72)],
    ]);
    expect(w1.data.every((row) => row.warehouse.id === example.w1)).toBe(true);
    const w2 = await kardex(`?warehouse_id=${example.w2}`);
    expect(w2.data.map((row) => [row.type, row.balance])).toEqual([
      ["TRANSFER_IN", balance(20, 689.43, 13788.57)],
      ["WITHDRAWAL", balance(0, 0, 0)],
    ]);
    expect(w2.closing).toEqual(balance(0, 0, 0));
  });

  it("opens a range with the balance before it: no rows after today, nothing before the history", async () => {
    const tomorrow = addDays(businessToday(), 1);
    const later = await kardex(`?from=${tomorrow}&to=${tomorrow}`);
    expect(later).toMatchObject({ total: 0, data: [], opening: balance(137, 689.43, 94451.72) });
    expect(later.closing).toEqual(later.opening);
    const yesterday = addDays(businessToday(), -1);
    const before = await kardex(`?from=2020-01-01&to=${yesterday}`);
    expect(before).toMatchObject({ total: 0, opening: balance(0, 0, 0), closing: balance(0, 0, 0) });
  });

  it("pages in date order", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    for (let i = 0; i < 11; i++) {
      await ok("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 1, `Retiro ${i}`));
    }
    // 12 rows; PAGE_SIZE rows on the first page, the rest on the next, the balance falling by one each.
    const first = await ok<KardexPage>("GET", `/api/product/${productId}/kardex`);
    const all = [...first.data];
    for (let page = 2; page <= first.total_pages; page++) {
      all.push(...(await ok<KardexPage>("GET", `/api/product/${productId}/kardex?page=${page}`)).data);
    }
    expect(first.total).toBe(12);
    expect(all.map((row) => row.balance.quantity)).toEqual([100, 99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 89]);
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort());
  });

  it("refuses bad input with 400/404 and callers without reports:read with 403", async () => {
    const url = `/api/product/${example.productId}/kardex`;
    const invalid = ["?from=2026-02-30", "?to=ayer", "?from=2026-05-02&to=2026-05-01", "?page=0", "?from=0099-01-01"];
    for (const query of invalid) {
      const response = await call("GET", `${url}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("VALIDATION");
    }
    expect((await call("GET", `${url}?warehouse_id=no-existe`)).statusCode).toBe(400);
    // The widest range there is: the whole history.
    const widest = await call("GET", `${url}?from=1900-01-01&to=2999-12-31`);
    expect(widest.statusCode, widest.body).toBe(200);
    expect(widest.json().total).toBe(9);
    expect((await call("GET", "/api/product/no-existe/kardex")).statusCode).toBe(404);
    const reader = await signInWithPermissions(t.app, admin, ["products:read", "movements:read"]);
    expect((await call("GET", url, undefined, reader.cookie)).statusCode).toBe(403);
    const allowed = await signInWithPermissions(t.app, admin, ["reports:read"]);
    expect((await call("GET", url, undefined, allowed.cookie)).statusCode).toBe(200);
  });
});

describe("concurrent stock writes", () => {
  it("keep every balance chained and every exit at its warehouse's average", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: 500, costs: 731 });
    const other = (await ok<{ id: string }>("POST", "/api/warehouse", { name: `Bodega ${uniqueIdentification()}` })).id;
    const writes = Array.from({ length: 36 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return call("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 3, `Retiro ${i}`));
        case 1:
          return call(
            "PUT",
            "/api/inventory/replenish",
            stockChange(productId, warehouseId, 2, `Reabastecimiento ${i}`),
          );
        case 2:
          return call("POST", "/api/transfers", {
            product_id: productId,
            from_warehouse_id: warehouseId,
            lot_number: "L1",
            to_warehouse_id: other,
            quantity: 5,
          });
        default:
          return call("POST", "/api/inventory", {
            product_id: productId,
            warehouse_id: warehouseId,
            quantity: 7,
            unit: "UD",
            costs: 500 + i,
            lot_number: `E${i}`,
            expiration_date: null,
            min_stock: 0,
            max_stock: 1000,
          });
      }
    });
    const statuses = (await Promise.all(writes)).map((response) => response.statusCode);
    expect(statuses.every((status) => status < 300)).toBe(true);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    const page = await ok<KardexPage>("GET", `/api/product/${productId}/kardex`);
    // 500 − 9 × 3 + 9 × 2 + 9 × 7 (transfers move units between warehouses only).
    expect(page.closing.quantity).toBe(554);
    const inOther = await ok<KardexPage>("GET", `/api/product/${productId}/kardex?warehouse_id=${other}`);
    expect(inOther.closing.quantity).toBe(45);
  });
});

describe("GET /reports/inventory-value", () => {
  const value = (query: string) => ok<InventoryValuePage>("GET", `/api/reports/inventory-value${query}`);

  it("a product's row is its kardex balance at the date, per product and per warehouse", async () => {
    const today = await value(`?search=${example.sku}`);
    expect(today.date).toBe(businessToday());
    expect(today.data).toEqual([
      {
        product: expect.objectContaining({ id: example.productId, sku: example.sku, is_active: true }),
        unit: "UD",
        balance: balance(137, 689.43, 94451.72),
      },
    ]);
    const w1 = await value(`?search=${example.sku}&warehouse_id=${example.w1}`);
    expect(w1.data.map((row) => row.balance)).toEqual([balance(137, 689.43, 94451.72)]);
    const w2 = await value(`?search=${example.sku}&warehouse_id=${example.w2}`);
    expect(w2.data.map((row) => row.balance)).toEqual([balance(0, 0, 0)]);
    expect(w2.total_value).toBe(0);
    const yesterday = await value(`?search=${example.sku}&date=${addDays(businessToday(), -1)}`);
    expect(yesterday.data.map((row) => row.balance)).toEqual([balance(0, 0, 0)]);
  });

  it("the grand total is the sum of every product's kardex closing balance at the date", async () => {
    const products = await t.app.db.selectFrom("products").select("id").execute();
    let sum = 0;
    for (const { id } of products) {
      sum += (await ok<KardexPage>("GET", `/api/product/${id}/kardex?from=2020-01-01`)).closing.value;
    }
    const report = await value("");
    expect(report.total_value).toBeCloseTo(sum, 2);
    expect(report.total).toBe(products.length);
    // Per warehouse: W1 holds exactly the example's balance.
    expect((await value(`?warehouse_id=${example.w1}`)).total_value).toBe(94451.72);
    // Before anything was written, nothing was worth anything.
    expect((await value(`?date=${addDays(businessToday(), -1)}`)).total_value).toBe(0);
  });

  it("refuses a future date, an unknown warehouse and callers without reports:read", async () => {
    const future = await call("GET", `/api/reports/inventory-value?date=${addDays(businessToday(), 1)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: "VALIDATION",
      fields: { date: "La fecha no puede ser posterior a hoy" },
    });
    expect((await call("GET", "/api/reports/inventory-value?date=2026-13-01")).statusCode).toBe(400);
    expect((await call("GET", "/api/reports/inventory-value?warehouse_id=no-existe")).statusCode).toBe(400);
    const reader = await signInWithPermissions(t.app, admin, ["products:read"]);
    expect((await call("GET", "/api/reports/inventory-value", undefined, reader.cookie)).statusCode).toBe(403);
  });
});

describe("export of the reports", () => {
  it("the kardex file holds the opening balance and every row of the range, as the pages do", async () => {
    const url = `/api/product/${example.productId}/kardex?warehouse_id=${example.w1}`;
    const pages = await allPages<KardexPage["data"][number]>(t.app, admin, url);
    const { xlsx, csv } = await exportBoth(t.app, admin, url, `kardex-${example.sku}`);
    expect(xlsx.records).toHaveLength(pages.length + 1);
    expect(pick(xlsx.records.slice(0, 1), ["Tipo", "Saldo cantidad", "Saldo valor"])).toEqual([
      { Tipo: "Saldo inicial", "Saldo cantidad": 0, "Saldo valor": 0 },
    ]);
    expect(pick(xlsx.records.slice(1), ["Tipo", "Saldo cantidad", "Saldo costo promedio", "Saldo valor"])).toEqual(
      pages.map((row) => ({
        Tipo: row.type_label,
        "Saldo cantidad": row.balance.quantity,
        "Saldo costo promedio": row.balance.average_cost,
        "Saldo valor": row.balance.value,
      })),
    );
    expect(csv.records.map((r) => r["Saldo valor"])).toEqual([
      "0,00",
      ...pages.map((row) => csvMoney(row.balance.value)),
    ]);
    expect(csv.records.at(-1)?.Tipo).toBe("Devolución");
  });

  it("the inventory value file holds every row of the report for the same date, warehouse and search", async () => {
    for (const query of [`search=${example.sku}`, `warehouse_id=${example.w1}`, ""]) {
      const url = `/api/reports/inventory-value?${query}`;
      const pages = await allPages<InventoryValuePage["data"][number]>(t.app, admin, url);
      const { xlsx, csv } = await exportBoth(t.app, admin, url, `valor-inventario-al-${businessToday()}`);
      expect(pick(xlsx.records, ["SKU", "Cantidad", "Valor"]), query).toEqual(
        pages.map((row) => ({ SKU: row.product.sku, Cantidad: row.balance.quantity, Valor: row.balance.value })),
      );
      expect(
        csv.records.map((r) => r.SKU),
        query,
      ).toEqual(pages.map((row) => row.product.sku));
    }
  });

  it("refuses an unknown format and callers without reports:read", async () => {
    const reader = await signInWithPermissions(t.app, admin, ["products:read", "movements:read"]);
    for (const url of [`/api/product/${example.productId}/kardex`, "/api/reports/inventory-value"]) {
      expect((await call("GET", `${url}?format=pdf`)).statusCode, url).toBe(400);
      expect((await call("GET", `${url}?format=csv`, undefined, reader.cookie)).statusCode, url).toBe(403);
    }
  });
});
