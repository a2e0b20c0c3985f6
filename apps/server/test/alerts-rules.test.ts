import { type AlertRow, addDays, alertMessages, EXPIRY_WINDOWS } from "@inventario/shared/alerts";
import { todayInBusinessZone } from "@inventario/shared/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEntry, alertPage, alertSummary, allAlertRows, assign, createWarehouse, sellOne } from "./helpers/alerts";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

/**
 * The alert rules of issue 19 at their boundaries: low at exactly the minimum, out with a minimum or
 * with pending needs, per-warehouse minimums and the warehouse filter, reorder suggestions, deleted
 * products, the expiry windows' last day, and every count equal to the rows its list pages through.
 * Tests share the file's database: each isolates its rows by its product's SKU or a fresh warehouse,
 * and compares the summary before and after its own change (tests in a file run one at a time).
 */

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  clientId = await createClient(t.app, admin);
});
afterAll(() => t.close());

const today = () => todayInBusinessZone();
const rows = async (kind: string, search: string, extra: { days?: number | string; warehouse_id?: string } = {}) =>
  (await alertPage(t.app, admin, { kind, search, ...extra })).data;
/** The rows' places: [product, warehouse or null]. */
const places = (list: AlertRow[]) => list.map((row) => [row.product.id, row.warehouse?.id ?? null]);
const product = (overrides: Record<string, unknown>) => createStockedProduct(t.app, admin, overrides);
const setProductLevels = async (productId: string, min: number, max: number) => {
  const response = await injectAs(t.app, admin, "PUT", `/api/product/${productId}/stock-levels`, {
    min_stock: min,
    max_stock: max,
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe("stock bajo and agotados", () => {
  it("is low when available equals the minimum, not when it is one above", async () => {
    const at = await product({ quantity: 5, min_stock: 5, max_stock: 50 });
    const above = await product({ quantity: 6, min_stock: 5, max_stock: 50 });

    // The product's own row and its warehouse's (the entry's levels), the product's first on a tie.
    const low = await rows("low", at.sku);
    expect(places(low)).toEqual([
      [at.productId, null],
      [at.productId, at.warehouseId],
    ]);
    expect(low[0]).toEqual({
      kind: "low",
      product: { id: at.productId, name: expect.any(String), sku: at.sku },
      warehouse: null,
      lot_number: null,
      quantity: 5,
      unit: null,
      minimum: 5,
      maximum: 50,
      reserved: 0,
      suggested_reorder: 45,
      expiration_date: null,
      days_left: null,
      // Nothing on order; the product's own row names no warehouse to move units from (issue 32).
      on_order: 0,
      transfer_from: null,
    });
    // 'Reservado' is a number on a warehouse's row too: the product's (issue 32).
    expect(low[1]).toMatchObject({ quantity: 5, minimum: 5, maximum: 50, reserved: 0, suggested_reorder: 45 });
    expect(await rows("out", at.sku)).toEqual([]);

    expect(await rows("low", above.sku)).toEqual([]);
    expect(await rows("out", above.sku)).toEqual([]);
  });

  it("a product-level minimum alone raises only the product's row; its reorder is maximum − available", async () => {
    const p = await product({ quantity: 7, min_stock: 0, max_stock: 0 });
    expect(await rows("low", p.sku)).toEqual([]);
    await setProductLevels(p.productId, 8, 30);
    const low = await rows("low", p.sku);
    expect(places(low)).toEqual([[p.productId, null]]);
    expect(low[0]).toMatchObject({ quantity: 7, minimum: 8, maximum: 30, suggested_reorder: 23 });
    await setProductLevels(p.productId, 7, 30);
    expect(places(await rows("low", p.sku))).toEqual([[p.productId, null]]);
    await setProductLevels(p.productId, 6, 30);
    expect(await rows("low", p.sku)).toEqual([]);
  });

  it("a sale bringing available below the minimum puts the product under 'Stock bajo' and raises the count", async () => {
    const p = await product({ quantity: 10, min_stock: 5, max_stock: 40 });
    expect(await rows("low", p.sku)).toEqual([]);
    const before = await alertSummary(t.app, admin);

    const { itemId } = await sellOne(t.app, admin, clientId, p.productId, 6);
    // Reserved 6 of 10: the product has 4 available; its warehouse still holds 10 on hand.
    const low = await rows("low", p.sku);
    expect(places(low)).toEqual([[p.productId, null]]);
    expect(low[0]).toMatchObject({ quantity: 4, minimum: 5, maximum: 40, reserved: 6, suggested_reorder: 36 });
    const afterSale = await alertSummary(t.app, admin);
    expect(afterSale.low).toBe(before.low + 1);
    expect(afterSale.total).toBe(before.total + 1);

    // Dispatched: the warehouse now holds 4 too, and raises its own row.
    expect((await assign(t.app, admin, itemId, p.warehouseId, 6)).statusCode).toBe(200);
    const dispatched = await rows("low", p.sku);
    expect(places(dispatched)).toEqual([
      [p.productId, null],
      [p.productId, p.warehouseId],
    ]);
    expect(dispatched[0]).toMatchObject({ quantity: 4, reserved: 0, suggested_reorder: 36 });
    expect(dispatched[1]).toMatchObject({ quantity: 4, minimum: 5, suggested_reorder: 36 });
    expect((await alertSummary(t.app, admin)).low).toBe(before.low + 2);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("a warehouse's minimum raises a row with that warehouse; the warehouse filter keeps only its rows", async () => {
    const p = await product({ quantity: 50, min_stock: 0, max_stock: 100 });
    const second = await createWarehouse(t.app, admin);
    await addEntry(t.app, admin, p.productId, second, 10, { lot: "B1", min: 20, max: 100 });

    const low = await rows("low", p.sku);
    expect(places(low)).toEqual([[p.productId, second]]);
    expect(low[0]).toMatchObject({
      warehouse: { id: second, name: expect.stringMatching(/^Bodega /) },
      quantity: 10,
      minimum: 20,
      maximum: 100,
      reserved: 0,
      suggested_reorder: 90,
    });
    expect(places(await rows("low", p.sku, { warehouse_id: second }))).toEqual([[p.productId, second]]);
    expect(await rows("low", p.sku, { warehouse_id: p.warehouseId })).toEqual([]);

    // Without a search the filter still lists that warehouse's rows only, and no product-level row.
    const filtered = await allAlertRows(t.app, admin, { kind: "low", warehouse_id: second });
    expect(places(filtered.rows)).toEqual([[p.productId, second]]);
    await setProductLevels(p.productId, 100, 200);
    expect(places(await rows("low", p.sku))).toEqual([
      [p.productId, null],
      [p.productId, second],
    ]);
    expect(places((await allAlertRows(t.app, admin, { kind: "low", warehouse_id: second })).rows)).toEqual([
      [p.productId, second],
    ]);
    await setProductLevels(p.productId, 0, 0);

    // The levels are the latest entry's: one without a minimum clears the warehouse's alert.
    await addEntry(t.app, admin, p.productId, second, 1, { lot: "B2", min: 0, max: 0 });
    expect(await rows("low", p.sku)).toEqual([]);
    // One whose minimum is exactly what the warehouse then holds (12) raises it again.
    await addEntry(t.app, admin, p.productId, second, 1, { lot: "B3", min: 12, max: 40 });
    expect(places(await rows("low", p.sku))).toEqual([[p.productId, second]]);
    expect((await rows("low", p.sku))[0]).toMatchObject({ quantity: 12, minimum: 12, suggested_reorder: 28 });
    await addEntry(t.app, admin, p.productId, second, 1, { lot: "B4", min: 12, max: 40 });
    expect(await rows("low", p.sku)).toEqual([]);
  });

  it("is out when nothing is available with a minimum, or with pending needs and no minimum", async () => {
    // With a minimum: sold to the last unit (still on hand, all promised).
    const withMin = await product({ quantity: 5, min_stock: 5, max_stock: 10 });
    await sellOne(t.app, admin, clientId, withMin.productId, 5);
    const out = await rows("out", withMin.sku);
    expect(places(out)).toEqual([[withMin.productId, null]]);
    expect(out[0]).toMatchObject({ kind: "out", quantity: 0, minimum: 5, maximum: 10, reserved: 5 });
    // The tabs do not overlap (issue 32): the product is out, not also low; its warehouse, whose 5 units
    // are still on hand there (promised, not dispatched), is at its own minimum: low.
    expect(places(await rows("low", withMin.sku))).toEqual([[withMin.productId, withMin.warehouseId]]);

    // No minimum, but a pending request needs everything there is: out, not low.
    const noMin = await product({ quantity: 3, min_stock: 0, max_stock: 0 });
    expect(await rows("out", noMin.sku)).toEqual([]);
    await sellOne(t.app, admin, clientId, noMin.productId, 3);
    const pending = await rows("out", noMin.sku);
    expect(places(pending)).toEqual([[noMin.productId, null]]);
    expect(pending[0]).toMatchObject({ quantity: 0, minimum: 0, reserved: 3, suggested_reorder: null });
    expect(await rows("low", noMin.sku)).toEqual([]);

    // No minimum and nothing pending: an empty product raises nothing.
    const idle = await product({ quantity: 1, min_stock: 0, max_stock: 0 });
    const { itemId } = await sellOne(t.app, admin, clientId, idle.productId, 1);
    expect((await assign(t.app, admin, itemId, idle.warehouseId, 1)).statusCode).toBe(200);
    expect(await rows("out", idle.sku)).toEqual([]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("counts expired stock as not available, per product and per warehouse", async () => {
    const p = await product({ quantity: 4, min_stock: 3, max_stock: 9, expiration_date: addDays(today(), -1) });
    const out = await rows("out", p.sku);
    expect(places(out)).toEqual([
      [p.productId, null],
      [p.productId, p.warehouseId],
    ]);
    expect(out.map((row) => row.quantity)).toEqual([0, 0]);
    // Out with a maximum: the reorder fills it up to 9; it is not low as well (the tabs do not overlap).
    expect(out[0]).toMatchObject({ minimum: 3, maximum: 9, suggested_reorder: 9 });
    expect(await rows("low", p.sku)).toEqual([]);
  });

  it("a deleted product raises nothing", async () => {
    const low = await product({ quantity: 2, min_stock: 5, max_stock: 10 });
    const pending = await product({ quantity: 2, min_stock: 0, max_stock: 0 });
    await sellOne(t.app, admin, clientId, pending.productId, 2);
    expect(await rows("low", low.sku)).toHaveLength(2);
    expect(await rows("out", pending.sku)).toHaveLength(1);
    const before = await alertSummary(t.app, admin);

    for (const id of [low.productId, pending.productId]) {
      const response = await injectAs(t.app, admin, "DELETE", `/api/product/${id}`);
      expect(response.statusCode, response.body).toBe(204);
    }
    const after = await alertSummary(t.app, admin);
    expect([after.low, after.out]).toEqual([before.low - 2, before.out - 1]);
    // Not merely unsearchable: absent from the whole lists and from its warehouse's.
    for (const kind of ["low", "out"]) {
      const all = await allAlertRows(t.app, admin, { kind });
      const ids = all.rows.map((row) => row.product.id);
      expect(ids).not.toContain(low.productId);
      expect(ids).not.toContain(pending.productId);
      expect((await alertPage(t.app, admin, { kind, warehouse_id: low.warehouseId })).total).toBe(0);
    }
  });
});

describe("por vencer and vencidos", () => {
  it("lists a lot expiring on the window's last day, not the day after; days other than 30/60/90 are refused", async () => {
    const p = await product({ quantity: 1, expiration_date: null });
    const offsets = [-1, 0, 30, 31, 60, 61, 90, 91];
    for (const days of offsets) {
      await addEntry(t.app, admin, p.productId, p.warehouseId, 2, {
        lot: `D${days}`.replace("-", "M"),
        expiration: addDays(today(), days),
      });
    }
    const listed = async (days?: number) =>
      (await rows("expiring", p.sku, days === undefined ? {} : { days })).map((row) => row.days_left);
    expect(await listed()).toEqual([0, 30]);
    expect(await listed(30)).toEqual([0, 30]);
    expect(await listed(60)).toEqual([0, 30, 31, 60]);
    expect(await listed(90)).toEqual([0, 30, 31, 60, 61, 90]);
    for (const days of EXPIRY_WINDOWS) {
      const last = (await rows("expiring", p.sku, { days })).at(-1);
      expect(last).toMatchObject({
        kind: "expiring",
        lot_number: `D${days}`,
        quantity: 2,
        unit: "UD",
        expiration_date: addDays(today(), days),
        days_left: days,
        warehouse: { id: p.warehouseId },
      });
    }
    const expired = await rows("expired", p.sku);
    expect(expired.map((row) => [row.lot_number, row.days_left, row.expiration_date])).toEqual([
      ["DM1", -1, addDays(today(), -1)],
    ]);

    for (const url of [
      "/api/alerts?kind=expiring&days=45",
      "/api/alerts?kind=expiring&days=abc",
      "/api/alerts/summary?days=45",
      "/api/alerts/summary?days=0",
    ]) {
      const response = await injectAs(t.app, admin, "GET", url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: "VALIDATION", fields: { days: alertMessages.days } });
    }
    const badKind = await injectAs(t.app, admin, "GET", "/api/alerts?kind=soon");
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().fields).toEqual({ kind: alertMessages.kind });
  });

  it("the badge's count is each product needing action once, however many rows the tabs list for it", async () => {
    const before = await alertSummary(t.app, admin);
    // Below its own minimum and its warehouse's (two 'Stock bajo' rows), with an expired lot: one product.
    const p = await product({ quantity: 5, min_stock: 6, max_stock: 20 });
    await addEntry(t.app, admin, p.productId, p.warehouseId, 2, {
      lot: "VIEJO",
      min: 6,
      max: 20,
      expiration: addDays(today(), -1),
    });
    const after = await alertSummary(t.app, admin);
    expect(after.low - before.low).toBe(2);
    expect(after.expired - before.expired).toBe(1);
    expect(after.products - before.products).toBe(1);
  });

  it("the summary's expiring count follows the window", async () => {
    const p = await product({ quantity: 1, expiration_date: addDays(today(), 45) });
    const [thirty, sixty] = [await alertSummary(t.app, admin, 30), await alertSummary(t.app, admin, 60)];
    expect(thirty.days).toBe(30);
    expect(sixty.days).toBe(60);
    expect(await rows("expiring", p.sku, { days: 30 })).toEqual([]);
    expect(await rows("expiring", p.sku, { days: 60 })).toHaveLength(1);
    for (const days of EXPIRY_WINDOWS) {
      const summary = await alertSummary(t.app, admin, days);
      expect(summary.expiring).toBe((await alertPage(t.app, admin, { kind: "expiring", days })).total);
    }
    expect((await alertSummary(t.app, admin)).days).toBe(30);
  });
});

describe("counts equal the rows listed", () => {
  it("pages through every kind, searched, filtered and whole: rows = total = the summary's count", async () => {
    const group = uniqueIdentification();
    // One search token per set of products, so a set's rows of other kinds stay out of its search.
    const token = { low: `bajo${group}`, expired: `venc${group}`, expiring: `lote${group}` };
    // low: 6 products low on their own and in two warehouses each (18 rows, two pages).
    const extra = await createWarehouse(t.app, admin);
    for (let i = 0; i < 6; i++) {
      const p = await product({ name: `Recuento ${token.low}`, quantity: 3 + i, min_stock: 20, max_stock: 30 });
      await addEntry(t.app, admin, p.productId, extra, 1 + i, { lot: "X1", min: 10, max: 20 });
    }
    // out + expired: 11 products whose only lot expired (out on their own and in their warehouse).
    const expiredPlaces: string[] = [];
    for (let i = 0; i < 11; i++) {
      const { warehouseId } = await product({
        name: `Recuento ${token.expired}`,
        quantity: 4,
        min_stock: 3,
        max_stock: 9,
        expiration_date: addDays(today(), -1 - i),
      });
      expiredPlaces.push(warehouseId);
    }
    // expiring: 12 lots of one product, one a day.
    const lots = await product({ name: `Recuento ${token.expiring}`, quantity: 1 });
    for (let i = 0; i < 12; i++) {
      await addEntry(t.app, admin, lots.productId, lots.warehouseId, 1, {
        lot: `E${i}`,
        expiration: addDays(today(), i + 1),
      });
    }

    const expected = [
      { kind: "low", search: token.low, count: 18 },
      { kind: "out", search: token.expired, count: 22 },
      { kind: "expiring", search: token.expiring, count: 12 },
      { kind: "expired", search: token.expired, count: 11 },
    ];
    for (const { kind, search, count } of expected) {
      const listed = await allAlertRows(t.app, admin, { kind, search });
      expect(listed.total, kind).toBe(count);
      expect(listed.totalPages, kind).toBe(Math.ceil(count / 10));
      expect(
        listed.rows.every((row) => row.kind === kind),
        kind,
      ).toBe(true);
      if (kind === "out") continue;
      // Most urgent first: low by how far below the minimum, lots by date.
      const order = listed.rows.map((row) =>
        kind === "low" ? row.quantity - (row.minimum ?? 0) : (row.days_left ?? 0),
      );
      expect(order, kind).toEqual([...order].sort((a, b) => a - b));
    }
    const inExtra = await allAlertRows(t.app, admin, { kind: "low", search: token.low, warehouse_id: extra });
    expect(inExtra.total).toBe(6);
    expect(inExtra.rows.every((row) => row.warehouse?.id === extra)).toBe(true);
    // The expiry lists by warehouse, searched or not: that warehouse's lots only.
    const inLotsWarehouse = await allAlertRows(t.app, admin, { kind: "expiring", warehouse_id: lots.warehouseId });
    expect(inLotsWarehouse.total).toBe(12);
    expect(inLotsWarehouse.rows.every((row) => row.warehouse?.id === lots.warehouseId)).toBe(true);
    expect((await alertPage(t.app, admin, { kind: "expired", warehouse_id: lots.warehouseId })).total).toBe(0);
    const [firstExpired] = expiredPlaces as [string];
    const inExpiredWarehouse = await allAlertRows(t.app, admin, { kind: "expired", warehouse_id: firstExpired });
    expect(inExpiredWarehouse.rows.map((row) => [row.warehouse?.id, row.days_left])).toEqual([[firstExpired, -1]]);
    const searchedThere = await alertPage(t.app, admin, {
      kind: "expired",
      search: token.expired,
      warehouse_id: firstExpired,
    });
    expect(searchedThere.total).toBe(1);
    expect(
      (await alertPage(t.app, admin, { kind: "expired", search: token.low, warehouse_id: firstExpired })).total,
    ).toBe(0);

    // The whole lists: every page read, each as long as the summary says.
    const summary = await alertSummary(t.app, admin);
    const totals: Record<string, number> = {};
    for (const kind of ["low", "out", "expiring", "expired"] as const) {
      totals[kind] = (await allAlertRows(t.app, admin, { kind })).total;
      expect(totals[kind], kind).toBe(summary[kind]);
    }
    expect(summary.total).toBe(totals.low! + totals.out! + totals.expiring! + totals.expired!);
    expect(summary.capped).toBe(false);
    for (const days of [60, 90]) {
      const wider = await alertSummary(t.app, admin, days);
      expect(wider.expiring, `days=${days}`).toBe((await allAlertRows(t.app, admin, { kind: "expiring", days })).total);
      expect([wider.low, wider.out, wider.expired]).toEqual([summary.low, summary.out, summary.expired]);
    }
    // A page past the end is empty, with the same total.
    const past = await alertPage(t.app, admin, { kind: "low", search: token.low, page: 5 });
    expect([past.data, past.total]).toEqual([[], 18]);
  });
});

describe("permissions", () => {
  it("needs alerts:read for the summary and the lists; alerts:read alone is enough", async () => {
    const none = await signInWithPermissions(t.app, admin, ["inventory:read"]);
    const reader = await signInWithPermissions(t.app, admin, ["alerts:read"]);
    for (const url of ["/api/alerts/summary", "/api/alerts?kind=low", "/api/alerts?kind=expired&days=90"]) {
      expect((await injectAs(t.app, none.cookie, "GET", url)).statusCode, url).toBe(403);
      const allowed = await injectAs(t.app, reader.cookie, "GET", url);
      expect(allowed.statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/alerts/summary" })).statusCode).toBe(401);
  });
});
