import { addDays, todayInBusinessZone } from "@inventario/shared/dates";
import type { WarehouseStockRow } from "@inventario/shared/warehouse-stock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct } from "./helpers/catalog";
import { allPages, exportBoth, pick } from "./helpers/export-files";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions } from "./helpers/users";

// 'Existencias' of a warehouse (issue 33): its lots holding stock, by state, searched, paged, exported.

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  injectAs(t.app, cookie, method, url, payload);

const entry = (productId: string, warehouseId: string, lot: string, quantity: number, expiration: string | null) =>
  call("POST", "/api/inventory", {
    product_id: productId,
    warehouse_id: warehouseId,
    quantity,
    unit: "UD",
    costs: 600,
    lot_number: lot,
    expiration_date: expiration,
    min_stock: 0,
    max_stock: 1000,
  });

describe("GET /api/warehouse/{id}/stock", () => {
  it("lists the lots holding stock by product, the dated states by date, with reserved and available", async () => {
    const today = todayInBusinessZone();
    const a = await createStockedProduct(t.app, admin, { category: "Granos", name: "Arroz Existencias" });
    const b = await createStockedProduct(t.app, admin, { category: "Aseo", name: "Jabón Existencias" });
    for (const [lot, quantity, expiration] of [
      ["VIEJO", 4, addDays(today, -3)],
      ["PRONTO", 6, addDays(today, 10)],
      ["LEJOS", 8, addDays(today, 200)],
    ] as const)
      expect((await entry(b.productId, a.warehouseId, lot, quantity, expiration)).statusCode).toBe(201);
    // An emptied lot is not listed.
    await entry(a.productId, a.warehouseId, "VACIO", 2, null);
    await call("PUT", "/api/inventory/withdraw", {
      product_id: a.productId,
      warehouse_id: a.warehouseId,
      quantity: 2,
      unit: "UD",
      lot_number: "VACIO",
      observation: "Prueba",
    });
    const stocked = (await call("GET", `/api/warehouse/${a.warehouseId}/stock`)).json();
    const { name: warehouseName } = await t.app.db
      .selectFrom("warehouses")
      .select("name")
      .where("id", "=", a.warehouseId)
      .executeTakeFirstOrThrow();
    // Named in the answer: 'Existencias' needs inventory:read, not warehouses:read.
    expect(stocked).toMatchObject({
      total: 4,
      total_capped: false,
      warehouse: { id: a.warehouseId, name: warehouseName },
    });
    const rows = stocked.data as WarehouseStockRow[];
    expect(rows.map((row) => row.lot_number).sort()).toEqual(["L1", "LEJOS", "PRONTO", "VIEJO"]);
    expect(rows.find((row) => row.lot_number === "VIEJO")).toMatchObject({ expired: true, quantity: 4 });
    expect(rows.find((row) => row.lot_number === "L1")).toMatchObject({
      product: { id: a.productId, sku: a.sku, category: "Granos" },
      quantity: 100,
      reserved: 0,
      available: 100,
    });
    // B's available counts its lots not expired in every warehouse: 100 + 6 + 8.
    expect(rows.find((row) => row.lot_number === "LEJOS")?.available).toBe(114);

    const expired = (await call("GET", `/api/warehouse/${a.warehouseId}/stock?state=expired`)).json();
    expect(expired.data.map((row: WarehouseStockRow) => row.lot_number)).toEqual(["VIEJO"]);
    const expiring = (await call("GET", `/api/warehouse/${a.warehouseId}/stock?state=expiring&days=30`)).json();
    expect(expiring.data.map((row: WarehouseStockRow) => row.lot_number)).toEqual(["PRONTO"]);
    const byCategory = (await call("GET", `/api/warehouse/${a.warehouseId}/stock?category=Aseo`)).json();
    expect(byCategory.total).toBe(3);
    const bySearch = (await call("GET", `/api/warehouse/${a.warehouseId}/stock?search=arroz%20exist`)).json();
    expect(bySearch.data.map((row: WarehouseStockRow) => row.lot_number)).toEqual(["L1"]);
  });

  it("pages by offset and by after, and exports every row", async () => {
    const first = await createStockedProduct(t.app, admin);
    for (let i = 0; i < 11; i++) {
      const other = await createStockedProduct(t.app, admin, { warehouse_id: first.warehouseId });
      expect(other.productId).toBeTruthy();
    }
    const url = `/api/warehouse/${first.warehouseId}/stock`;
    const pageOne = (await call("GET", url)).json();
    expect(pageOne).toMatchObject({ total: 12, total_pages: 2, next_after: expect.any(String) });
    const next = (await call("GET", `${url}?after=${pageOne.next_after}`)).json();
    const pageTwo = (await call("GET", `${url}?page=2`)).json();
    expect(next.data).toEqual(pageTwo.data);
    const all = await allPages<WarehouseStockRow>(t.app, admin, url);
    const { xlsx } = await exportBoth(t.app, admin, url, "existencias");
    expect(pick(xlsx.records, ["Código", "Lote", "Cantidad"])).toEqual(
      all.map((row) => ({ Código: row.product.sku, Lote: row.lot_number, Cantidad: row.quantity })),
    );
  });

  it("needs inventory:read, not reports; an unknown warehouse is 404", async () => {
    const { warehouseId } = await createStockedProduct(t.app, admin);
    const reader = await signInWithPermissions(t.app, admin, ["inventory:read"]);
    expect((await call("GET", `/api/warehouse/${warehouseId}/stock`, undefined, reader.cookie)).statusCode).toBe(200);
    const other = await signInWithPermissions(t.app, admin, ["reports:read", "warehouses:read"]);
    expect((await call("GET", `/api/warehouse/${warehouseId}/stock`, undefined, other.cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/warehouse/no-existe/stock")).statusCode).toBe(404);
    expect((await call("GET", `/api/warehouse/${warehouseId}/stock?state=otro`)).statusCode).toBe(400);
    // A key that is no lot's (the fuzzer's): an empty page, whatever the filters.
    for (const state of ["stocked", "expired"]) {
      const unknown = await call("GET", `/api/warehouse/${warehouseId}/stock?after=q&search=m7&state=${state}`);
      expect(unknown.statusCode, unknown.body).toBe(200);
      expect(unknown.json().data).toEqual([]);
    }
  });
});
