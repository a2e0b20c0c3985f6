import { shortageMessages } from "@inventario/shared/inventory";
import { type StockCount, type StockCountLine, stockCountMessages } from "@inventario/shared/stock-counts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createStockedProduct, multipartBody, stockChange } from "./helpers/catalog";
import { allPages, exportBoth, pick, readCsv } from "./helpers/export-files";
import { stockViolations } from "./helpers/fault-load";
import { ledgerMismatches } from "./helpers/ledger";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions } from "./helpers/users";

// Physical stock counts (issue 33): entries summed across counters, blind counts, review, recount,
// apply as adjustments against the stock as it is when applied.

let t: TestApp;
let admin: string;
let counterA: string;
let counterB: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  counterA = (await signInWithPermissions(t.app, admin, ["counts:read", "counts:count"])).cookie;
  counterB = (await signInWithPermissions(t.app, admin, ["counts:read", "counts:count"])).cookie;
});
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  injectAs(t.app, cookie, method, url, payload);

async function openCount(warehouseId: string, extra: Record<string, unknown> = {}): Promise<StockCount> {
  const response = await call("POST", "/api/stock-counts", { warehouse_id: warehouseId, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const enter = (countId: string, entries: object[], cookie = admin) =>
  call("POST", `/api/stock-counts/${countId}/entries`, { entries }, cookie);

const lines = async (countId: string, query = "", cookie = admin) => {
  const response = await call("GET", `/api/stock-counts/${countId}/lines${query}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StockCountLine[];
};

const lotQuantity = async (productId: string, lotNumber: string) =>
  Number(
    (
      await t.app.db
        .selectFrom("lots")
        .select("quantity")
        .where("product_id", "=", productId)
        .where("lot_key", "=", lotNumber)
        .executeTakeFirst()
    )?.quantity,
  );

const movementsOf = (productId: string) =>
  t.app.db
    .selectFrom("movements")
    .select(["type", "quantity", "lot_number", "reference"])
    .where("product_id", "=", productId)
    .where("type", "in", ["ADJUSTMENT_IN", "ADJUSTMENT_OUT"])
    .orderBy("id")
    .execute();

async function reviewAndApply(countId: string, uncounted: "keep" | "zero" = "keep") {
  expect((await call("POST", `/api/stock-counts/${countId}/review`)).statusCode).toBe(200);
  const applied = await call("POST", `/api/stock-counts/${countId}/apply`, { uncounted });
  expect(applied.statusCode, applied.body).toBe(200);
  return applied.json() as StockCount;
}

describe("opening a count", () => {
  it("numbers it CF-…, OPEN, and lists it", async () => {
    const { warehouseId } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId, { blind: true, note: "Cierre de año" });
    expect(count).toMatchObject({
      number: expect.stringMatching(/^CF-\d{6}$/),
      status: "OPEN",
      blind: true,
      note: "Cierre de año",
      warehouse: { id: warehouseId },
      scope: { category: null, search: null, skus: null },
      counted_lines: 0,
      net_value: null,
      opened_by: expect.any(String),
    });
    const list = (await call("GET", `/api/stock-counts?warehouse_id=${warehouseId}`)).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: count.id, status: "OPEN" }] });
    const open = (await call("GET", "/api/stock-counts?status=APPLIED")).json();
    expect(open.data.map((c: StockCount) => c.id)).not.toContain(count.id);
  });

  it("refuses an unknown warehouse or SKU, and a counter", async () => {
    const unknown = await call("POST", "/api/stock-counts", { warehouse_id: "no-existe" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.warehouse_id).toBe(stockCountMessages.warehouseUnavailable);
    const { warehouseId, sku } = await createStockedProduct(t.app, admin);
    const skus = await call("POST", "/api/stock-counts", {
      warehouse_id: warehouseId,
      scope: { skus: [sku, "NO-EXISTE-1"] },
    });
    expect(skus.statusCode).toBe(400);
    expect(skus.json().message).toBe(stockCountMessages.skusUnknown(["NO-EXISTE-1"]));
    const refused = await call("POST", "/api/stock-counts", { warehouse_id: warehouseId }, counterA);
    expect(refused.statusCode).toBe(403);
    expect((await call("GET", `/api/stock-counts?warehouse_id=${warehouseId}`)).json().total).toBe(0);
  });

  it("keeps products out of scope out of the sheet and refuses their entries", async () => {
    const a = await createStockedProduct(t.app, admin, { category: "Granos" });
    const b = await createStockedProduct(t.app, admin);
    // b's product also stocked in a's warehouse, in another category.
    const entry = await call("POST", "/api/inventory", {
      product_id: b.productId,
      warehouse_id: a.warehouseId,
      quantity: 5,
      unit: "UD",
      costs: 600,
      lot_number: "L1",
      expiration_date: null,
      min_stock: 0,
      max_stock: 100,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const count = await openCount(a.warehouseId, { scope: { category: "Granos" } });
    expect((await lines(count.id)).map((line) => line.product.id)).toEqual([a.productId]);
    const refused = await enter(count.id, [{ sku: b.sku, quantity: 1 }], counterA);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields["entries.0.sku"]).toBe(stockCountMessages.outOfScope);
    const bySkus = await openCount(a.warehouseId, { scope: { skus: [b.sku.toLowerCase()] } });
    expect((await lines(bySkus.id)).map((line) => line.product.id)).toEqual([b.productId]);
  });
});

describe("counting", () => {
  it("sums what several counters count, a set replacing only the counter's own count", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId);
    for (let i = 0; i < 3; i++) expect((await enter(count.id, [{ sku, quantity: 1 }], counterA)).statusCode).toBe(200);
    const b = await enter(count.id, [{ product_id: productId, quantity: 40, mode: "add" }], counterB);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().lines).toMatchObject([{ counted: 43, lot_number: "L1", book: 100, difference: -57 }]);
    // Counter A corrects their own count to 50: B's 40 stay.
    await enter(count.id, [{ sku, quantity: 50, mode: "set" }], counterA);
    const [line] = await lines(count.id);
    expect(line).toMatchObject({ counted: 90, book: 100, difference: -10, recount: false, my_counted: null });
    // Each counter sees their own part of the sum.
    expect((await lines(count.id, "", counterA))[0]).toMatchObject({ counted: 90, my_counted: 50 });
    expect((await lines(count.id, "", counterB))[0]).toMatchObject({ counted: 90, my_counted: 40 });
    expect(line?.counted_by).toHaveLength(2);
    const entries = await t.app.db
      .selectFrom("stock_count_entries")
      .select(["mode", "quantity", "employee_total"])
      .where("count_id", "=", count.id)
      .orderBy("id")
      .execute();
    expect(entries.map((e) => [e.mode, Number(e.quantity), Number(e.employee_total)])).toEqual([
      ["add", 1, 1],
      ["add", 1, 2],
      ["add", 1, 3],
      ["add", 40, 40],
      ["set", 50, 50],
    ]);
  });

  it("asks for the lot when the product has several, and counts a lot the book does not know", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin);
    await call("POST", "/api/inventory", {
      product_id: productId,
      warehouse_id: warehouseId,
      quantity: 7,
      unit: "UD",
      costs: 600,
      lot_number: "L2",
      expiration_date: null,
      min_stock: 0,
      max_stock: 100,
    });
    const count = await openCount(warehouseId);
    const ambiguous = await enter(count.id, [{ sku, quantity: 1 }], counterA);
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().fields["entries.0.lot_number"]).toBe(stockCountMessages.lotRequired(["L1", "L2"]));
    const found = await enter(count.id, [{ sku, lot_number: "l9", quantity: 4 }], counterA);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().lines).toMatchObject([{ lot_number: "L9", lot_id: null, counted: 4, book: 0, difference: 4 }]);
    await enter(count.id, [
      { sku, lot_number: "L1", quantity: 100, mode: "set" },
      { sku, lot_number: "L2", quantity: 7, mode: "set" },
    ]);
    const applied = await reviewAndApply(count.id);
    expect(applied.status).toBe("APPLIED");
    expect(await lotQuantity(productId, "L9")).toBe(4);
    expect(await movementsOf(productId)).toEqual([
      { type: "ADJUSTMENT_IN", quantity: 4, lot_number: "L9", reference: count.id },
    ]);
    // The history names the count.
    const history = (await call("GET", `/api/movement?product_id=${productId}`)).json();
    const adjustment = history.data.find((m: { type: string }) => m.type === "ADJUSTMENT_IN");
    expect(adjustment).toMatchObject({ reference_label: `Conteo ${count.number}` });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("refuses every bad entry at once and records none of the batch", async () => {
    const { warehouseId, sku } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId);
    const refused = await enter(count.id, [
      { sku, quantity: 2 },
      { sku: "NO-EXISTE", quantity: 1 },
      { product_id: "no-existe", quantity: 1 },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      "entries.1.sku": stockCountMessages.productUnknown,
      "entries.2.product_id": stockCountMessages.productUnknown,
    });
    const schema = await enter(count.id, [{ sku, quantity: 0 }, { quantity: 1 }]);
    expect(schema.statusCode).toBe(400);
    expect(schema.json().fields).toMatchObject({
      "entries.0.quantity": stockCountMessages.addZero,
      "entries.1.sku": stockCountMessages.productRequired,
    });
    expect((await lines(count.id, "?filter=uncounted")).length).toBe(1);
    expect((await call("GET", `/api/stock-counts/${count.id}`)).json().counted_lines).toBe(0);
  });
});

describe("a blind count", () => {
  it("never shows a counter the book quantity or the difference", async () => {
    const { warehouseId, sku } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId, { blind: true });
    const entry = await enter(count.id, [{ sku, quantity: 3 }], counterA);
    const forCounter = [
      entry.json().lines[0],
      ...(await lines(count.id, "", counterA)),
      ...(await lines(count.id, "?filter=uncounted", counterA)),
    ];
    for (const line of forCounter) {
      expect(line).not.toHaveProperty("book");
      expect(line).not.toHaveProperty("difference");
      expect(line).not.toHaveProperty("difference_value");
      expect(line).not.toHaveProperty("moved");
    }
    expect(JSON.stringify(forCounter)).not.toMatch(/:100[,}]/);
    const detail = (await call("GET", `/api/stock-counts/${count.id}`, undefined, counterA)).json();
    expect(detail).toMatchObject({ shows_book: false, net_value: null });
    for (const filter of ["differences", "moved"]) {
      const refused = await call("GET", `/api/stock-counts/${count.id}/lines?filter=${filter}`, undefined, counterA);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(stockCountMessages.blindFilter);
    }
    // Whoever approves sees them.
    const [line] = await lines(count.id);
    expect(line).toMatchObject({ counted: 3, book: 100, difference: -97, difference_value: -58_200 });
    expect((await call("GET", `/api/stock-counts/${count.id}`)).json().shows_book).toBe(true);
  });

  it("leaves the book out of a counter's printable sheet, and exports every row", async () => {
    const { warehouseId, sku } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId, { blind: true });
    await enter(count.id, [{ sku, quantity: 3 }], counterA);
    const name = `conteo-${Number(count.number.slice(3))}`;
    const url = `/api/stock-counts/${count.id}/lines`;
    const forCounter = await exportBoth(t.app, counterA, url, name);
    expect(forCounter.xlsx.headers).toEqual([
      "Código",
      "Producto",
      "Categoría",
      "Lote",
      "Vence",
      "Unidad",
      "Contado",
      "Contado por",
    ]);
    expect(forCounter.csv.text).not.toContain(";100");
    const refused = await call("GET", `${url}?filter=differences&format=csv`, undefined, counterA);
    expect(refused.statusCode).toBe(403);

    const forApprover = await exportBoth(t.app, admin, url, name);
    expect(forApprover.xlsx.headers).toEqual([
      ...forCounter.xlsx.headers,
      "Existencia",
      "Diferencia",
      "Valor diferencia",
      "Ajuste aplicado",
    ]);
    const pages = await allPages<StockCountLine>(t.app, admin, url);
    expect(pick(forApprover.xlsx.records, ["Código", "Lote", "Contado", "Existencia", "Diferencia"])).toEqual(
      pages.map((row) => ({
        Código: row.product.sku,
        Lote: row.lot_number,
        Contado: row.counted,
        Existencia: row.book,
        Diferencia: row.difference,
      })),
    );
  });
});

describe("review, recount and apply", () => {
  it("applies a difference to the stock as it is then: sales and receipts after the count are kept", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId);
    await enter(count.id, [{ sku, quantity: 90, mode: "set" }], counterA);
    // After the count: 5 taken out, 20 brought in.
    const out = await call("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 5));
    expect(out.statusCode, out.body).toBe(200);
    await call("PUT", "/api/inventory/replenish", stockChange(productId, warehouseId, 20));
    const [moved] = await lines(count.id, "?filter=moved");
    expect(moved).toMatchObject({ counted: 90, book: 100, difference: -10, moved: true });
    const applied = await reviewAndApply(count.id);
    expect(applied).toMatchObject({ status: "APPLIED", uncounted: "keep", approved_by: expect.any(String) });
    expect(applied.net_value).toBe(-6_000);
    // 100 − 5 + 20 = 115 on the shelf's book; the count found 10 missing: 105.
    expect(await lotQuantity(productId, "L1")).toBe(105);
    expect(await movementsOf(productId)).toEqual([
      { type: "ADJUSTMENT_OUT", quantity: 10, lot_number: "L1", reference: count.id },
    ]);
    const [line] = await lines(count.id);
    expect(line).toMatchObject({ adjusted: -10, counted: 90 });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    expect(await stockViolations(t.app.db)).toEqual({ negativeLots: [], overFulfilled: [] });
  });

  it("applies hundreds of lines in batches, surpluses and shortages of one product's lots mixed", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin);
    // More lots than one batch of the apply writes (500), so the lots of one product span two batches.
    const lotNumbers = Array.from({ length: 550 }, (_, i) => `B${String(i).padStart(3, "0")}`);
    for (const lot of lotNumbers)
      await call("POST", "/api/inventory", {
        product_id: productId,
        warehouse_id: warehouseId,
        quantity: 5,
        unit: "UD",
        costs: 600,
        lot_number: lot,
        expiration_date: null,
        min_stock: 0,
        max_stock: 100,
      });
    const count = await openCount(warehouseId);
    const entries = [
      ...lotNumbers.map((lot, i) => ({ sku, lot_number: lot, quantity: i % 2 === 0 ? 3 : 8, mode: "set" })),
      { sku, lot_number: "L1", quantity: 100, mode: "set" },
      { sku, lot_number: "NUEVO", quantity: 4, mode: "set" },
    ];
    // A request takes up to 500 entries.
    expect((await enter(count.id, entries.slice(0, 500))).statusCode).toBe(200);
    expect((await enter(count.id, entries.slice(500))).statusCode).toBe(200);
    const applied = await reviewAndApply(count.id);
    // 275 lots lose 2 and 275 gain 3 at the warehouse's average (600), and a new lot of 4: 825 − 550 + 4.
    expect(applied.net_value).toBe((275 * 3 - 275 * 2 + 4) * 600);
    const lots = await t.app.db
      .selectFrom("lots")
      .select(["lot_key", "quantity"])
      .where("product_id", "=", productId)
      .execute();
    const quantityOf = new Map(lots.map((lot) => [lot.lot_key, Number(lot.quantity)]));
    for (const [i, lot] of lotNumbers.entries()) expect(quantityOf.get(lot), lot).toBe(i % 2 === 0 ? 3 : 8);
    expect(quantityOf.get("NUEVO")).toBe(4);
    expect(await movementsOf(productId)).toHaveLength(551);
    const recorded = await lines(count.id, "?filter=differences");
    expect(recorded.every((line) => line.adjusted === line.difference && line.lot_id !== null)).toBe(true);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("stops at zero when more left after the count than it found missing", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId);
    await enter(count.id, [{ sku, quantity: 30, mode: "set" }], counterA);
    await call("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 90));
    await reviewAndApply(count.id);
    expect(await lotQuantity(productId, "L1")).toBe(0);
    expect(await movementsOf(productId)).toMatchObject([{ type: "ADJUSTMENT_OUT", quantity: 10 }]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("sends lines back to recount: a new round, the earlier entries kept", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId);
    await enter(count.id, [{ sku, quantity: 60 }], counterA);
    await call("POST", `/api/stock-counts/${count.id}/review`);
    const closed = await enter(count.id, [{ sku, quantity: 1 }], counterB);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(stockCountMessages.notOpen);
    const [line] = await lines(count.id);
    const unknown = await call("POST", `/api/stock-counts/${count.id}/recount`, { lines: ["no-existe"] });
    expect(unknown.statusCode).toBe(400);
    const recount = await call("POST", `/api/stock-counts/${count.id}/recount`, { lines: [line?.line_id] });
    expect(recount.statusCode, recount.body).toBe(200);
    expect(recount.json()).toMatchObject({ status: "OPEN", counted_lines: 0 });
    expect(await lines(count.id, "?filter=uncounted")).toMatchObject([{ recount: true, counted: null, book: 100 }]);
    // The counter's earlier 60 belong to the old round: an add starts from zero.
    await enter(count.id, [{ sku, quantity: 98 }], counterA);
    expect(await lines(count.id)).toMatchObject([{ counted: 98, difference: -2, recount: false }]);
    await reviewAndApply(count.id);
    expect(await lotQuantity(productId, "L1")).toBe(98);
    const entries = await t.app.db
      .selectFrom("stock_count_entries")
      .select("round")
      .where("count_id", "=", count.id)
      .orderBy("id")
      .execute();
    expect(entries.map((e) => e.round)).toEqual([1, 2]);
  });

  it("keeps or zeroes what nobody counted, and applying twice changes nothing", async () => {
    const a = await createStockedProduct(t.app, admin);
    const second = await call("POST", "/api/product", {
      name: `Otro ${a.sku}`,
      description: "Prueba",
      category: "Pruebas",
      sku: `${a.sku}-B`,
      image_url: null,
      price: 1000,
      warehouse_id: a.warehouseId,
      quantity: 30,
      unit: "UD",
      costs: 500,
      lot_number: "B1",
      expiration_date: null,
      min_stock: 0,
      max_stock: 100,
    });
    expect(second.statusCode, second.body).toBe(201);
    const secondId: string = second.json().id;

    const keep = await openCount(a.warehouseId);
    await enter(keep.id, [{ sku: a.sku, quantity: 100, mode: "set" }]);
    expect(await reviewAndApply(keep.id, "keep")).toMatchObject({ net_value: 0 });
    // The matching line stays as evidence; the uncounted lot is left alone.
    expect((await lines(keep.id)).map((line) => line.adjusted)).toEqual([0, null]);
    expect(await lotQuantity(secondId, "B1")).toBe(30);

    const zero = await openCount(a.warehouseId);
    await enter(zero.id, [{ sku: a.sku, quantity: 100, mode: "set" }]);
    expect((await lines(zero.id, "?filter=uncounted")).map((line) => line.product.id)).toEqual([secondId]);
    const applied = await reviewAndApply(zero.id, "zero");
    expect(applied).toMatchObject({ uncounted: "zero", net_value: -15_000 });
    expect(await lotQuantity(secondId, "B1")).toBe(0);
    expect(await lines(zero.id, "?filter=all")).toHaveLength(2);
    const before = await movementsOf(secondId);
    expect(before).toEqual([{ type: "ADJUSTMENT_OUT", quantity: 30, lot_number: "B1", reference: zero.id }]);

    const again = await call("POST", `/api/stock-counts/${zero.id}/apply`, { uncounted: "keep" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "APPLIED", uncounted: "zero" });
    expect(await movementsOf(secondId)).toEqual(before);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("cancels an unapplied count without touching stock; a cancelled count takes nothing more", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId);
    await enter(count.id, [{ sku, quantity: 1 }], counterA);
    const noReason = await call("POST", `/api/stock-counts/${count.id}/cancel`, { reason: " " });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await call("POST", `/api/stock-counts/${count.id}/cancel`, { reason: "Conteo de prueba" });
    expect(cancelled.json()).toMatchObject({ status: "CANCELLED", reason: "Conteo de prueba" });
    expect(await lotQuantity(productId, "L1")).toBe(100);
    expect((await call("POST", `/api/stock-counts/${count.id}/apply`, { uncounted: "keep" })).statusCode).toBe(409);
    expect((await call("POST", `/api/stock-counts/${count.id}/review`)).statusCode).toBe(409);
    expect((await enter(count.id, [{ sku, quantity: 1 }], counterA)).statusCode).toBe(409);
    expect(await movementsOf(productId)).toEqual([]);
  });

  it("refuses the approver's steps to a counter and applying an open count", async () => {
    const { warehouseId } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId);
    for (const [path, body] of [
      ["review", undefined],
      ["recount", { lines: ["x"] }],
      ["apply", { uncounted: "keep" }],
      ["cancel", { reason: "x" }],
    ] as const) {
      expect((await call("POST", `/api/stock-counts/${count.id}/${path}`, body, counterA)).statusCode).toBe(403);
    }
    const open = await call("POST", `/api/stock-counts/${count.id}/apply`, { uncounted: "keep" });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(stockCountMessages.notInReview);
    const missing = await call("POST", `/api/stock-counts/${count.id}/apply`, {});
    expect(missing.statusCode).toBe(400);
    expect((await call("GET", "/api/stock-counts/no-existe")).statusCode).toBe(404);
  });
});

describe("uploading a filled count sheet", () => {
  const upload = (countId: string, lines: string[], query = "", cookie = counterA) => {
    const body = multipartBody("file", "conteo.csv", "text/csv", Buffer.from(`\ufeff${lines.join("\r\n")}\r\n`));
    return t.app.inject({
      method: "POST",
      url: `/api/stock-counts/${countId}/upload${query}`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  it("lists every error at once, with its row and column, and records nothing", async () => {
    const a = await createStockedProduct(t.app, admin, { category: "Bebidas" });
    const other = await createStockedProduct(t.app, admin, { category: "Otros" });
    await call("POST", "/api/inventory", {
      product_id: a.productId,
      warehouse_id: a.warehouseId,
      quantity: 7,
      unit: "UD",
      costs: 600,
      lot_number: "L2",
      expiration_date: null,
      min_stock: 0,
      max_stock: 100,
    });
    const count = await openCount(a.warehouseId, { scope: { category: "Bebidas" } });
    const sheet = [
      "Código;Producto;Lote;Contado;Columna extra",
      `${a.sku};Uno;L1;abc;x`,
      `;Sin código;L1;4;x`,
      `NO-EXISTE;Nadie;;3;x`,
      `${other.sku};Otro;L1;2;x`,
      `${a.sku};Sin lote;;5;x`,
      `${a.sku};Bien;L2;6;x`,
      `${a.sku};Repetida;l2;1;x`,
      `${a.sku};Sin contar;L9;;x`,
    ];
    const check = await upload(count.id, sheet, "?dry_run=true");
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({
      rows: 8,
      // Rows 4 (unknown), 5 (out of scope) and 6 (lot not named) are refused: only row 7 would be recorded.
      counted: 1,
      errors: [
        { row: 2, column: "Contado", value: "abc", message: expect.any(String) },
        { row: 3, column: "Código", value: "", message: stockCountMessages.skuMissing },
        { row: 8, column: "Código", value: a.sku, message: stockCountMessages.rowRepeated(7) },
        { row: 4, column: "Código", value: "NO-EXISTE", message: stockCountMessages.productUnknown },
        { row: 5, column: "Código", value: other.sku, message: stockCountMessages.outOfScope },
        { row: 6, column: "Lote", value: "", message: stockCountMessages.lotRequired(["L1", "L2"]) },
      ],
      errors_total: 6,
      ignored_columns: ["Producto", "Columna extra"],
      recorded: false,
    });
    const refused = await upload(count.id, sheet);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "IMPORT_ERRORS", errors_total: 6 });
    expect((await call("GET", `/api/stock-counts/${count.id}`)).json().counted_lines).toBe(0);
    // 'Descargar errores': the sheet back, each row's errors in an 'Errores' column after the header's last.
    const errorsFile = await upload(count.id, sheet, "/errors");
    expect(errorsFile.statusCode, errorsFile.body).toBe(200);
    expect(errorsFile.headers["content-disposition"]).toContain("conteo-errores.csv");
    const back = readCsv(errorsFile.rawPayload);
    expect(back.headers).toEqual(["Código", "Producto", "Lote", "Contado", "Columna extra", "Errores"]);
    expect(back.records.map((record) => record.Errores)).toEqual([
      expect.stringMatching(/^Contado: /),
      `Código: ${stockCountMessages.skuMissing}`,
      `Código: ${stockCountMessages.productUnknown}`,
      `Código: ${stockCountMessages.outOfScope}`,
      `Lote: ${stockCountMessages.lotRequired(["L1", "L2"])}`,
      null,
      `Código: ${stockCountMessages.rowRepeated(7)}`,
      null,
    ]);
    const header = await upload(count.id, ["Producto;Cantidad", "Uno;3"], "?dry_run=true");
    expect(header.json()).toMatchObject({ errors_total: 1, errors: [{ row: 1 }] });
    // A broken workbook is no spreadsheet: 400, nothing recorded.
    const broken = multipartBody("file", "x.xlsx", "application/octet-stream", Buffer.from("PK\u0003\u0004roto"));
    const notSheet = await t.app.inject({
      method: "POST",
      url: `/api/stock-counts/${count.id}/upload`,
      payload: broken.payload,
      headers: { ...broken.headers, cookie: counterA },
    });
    expect(notSheet.statusCode, notSheet.body).toBe(400);
    expect(notSheet.json().fields.file).toEqual(expect.any(String));
  });

  it("records a clean sheet as the uploader's counts; the same sheet again counts nothing twice", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin);
    const count = await openCount(warehouseId);
    await enter(count.id, [{ sku, quantity: 10 }], counterB);
    const sheet = ["Código;Lote;Contado", `${sku.toLowerCase()};L1;80`, `${sku};NUEVO;3`];
    for (let i = 0; i < 2; i++) {
      const recorded = await upload(count.id, sheet);
      expect(recorded.statusCode, recorded.body).toBe(200);
      expect(recorded.json()).toMatchObject({ rows: 2, counted: 2, errors_total: 0, recorded: true });
    }
    expect((await lines(count.id)).map((line) => [line.lot_number, line.counted])).toEqual([
      ["L1", 90],
      ["NUEVO", 3],
    ]);
    await reviewAndApply(count.id);
    expect(await lotQuantity(productId, "L1")).toBe(90);
    expect(await lotQuantity(productId, "NUEVO")).toBe(3);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    const closed = await upload(count.id, sheet);
    expect(closed.statusCode).toBe(409);
  });
});

describe("the review", () => {
  it("gives every uncounted lot a line with its book then; zero takes only that, not later receipts", async () => {
    const a = await createStockedProduct(t.app, admin);
    const second = await call("POST", "/api/inventory", {
      product_id: a.productId,
      warehouse_id: a.warehouseId,
      quantity: 12,
      unit: "UD",
      costs: 600,
      lot_number: "L2",
      expiration_date: null,
      min_stock: 0,
      max_stock: 100,
    });
    expect(second.statusCode).toBe(201);
    const count = await openCount(a.warehouseId);
    await enter(count.id, [{ sku: a.sku, lot_number: "L1", quantity: 100, mode: "set" }]);
    // L1 moves after it was counted.
    await call("PUT", "/api/inventory/withdraw", stockChange(a.productId, a.warehouseId, 1));
    expect((await call("POST", `/api/stock-counts/${count.id}/review`)).statusCode).toBe(200);
    expect(await lines(count.id, "?filter=uncounted")).toMatchObject([{ lot_number: "L2", counted: null, book: 12 }]);
    expect(await lines(count.id, "?filter=moved")).toMatchObject([{ lot_number: "L1", moved: true }]);
    expect(await lines(count.id, "?filter=differences")).toEqual([]);
    // 5 more arrive in L2 after the review began: putting it to zero takes the 12 it held, not these.
    await call("PUT", "/api/inventory/replenish", {
      ...stockChange(a.productId, a.warehouseId, 5),
      lot_number: "L2",
    });
    const applied = await call("POST", `/api/stock-counts/${count.id}/apply`, { uncounted: "zero" });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await lotQuantity(a.productId, "L2")).toBe(5);
    expect(await lotQuantity(a.productId, "L1")).toBe(99);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("shortages against promises", () => {
  it("says which pending sales a shortage leaves short, and applies it only when confirmed", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin);
    const clientId = await createClient(t.app, admin);
    const sale = await call("POST", "/api/sale", {
      client_id: clientId,
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: productId, quantity: 30, unit_price: 1000 }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect((await call("GET", `/api/sales/${sale.json().id}`)).json().lines[0].short).toBe(0);
    const saleNumber = (await call("GET", `/api/sales/${sale.json().id}`)).json().number as string;
    // The withdraw dialog asks the same question: 80 of the 100 leave the sale's 30 short by 10.
    const preview = (quantity: number) =>
      call(
        "GET",
        `/api/inventory/shortages?product_id=${productId}&warehouse_id=${warehouseId}&lot_number=L1&quantity=${quantity}`,
      );
    expect((await preview(80)).json()).toEqual({
      shortages: [{ product: { id: productId, name: expect.any(String), sku }, short: 10, sales: [saleNumber] }],
    });
    expect((await preview(70)).json()).toEqual({ shortages: [] });
    expect((await preview(0)).statusCode).toBe(400);
    const count = await openCount(warehouseId);
    await enter(count.id, [{ sku, quantity: 10, mode: "set" }]);
    await call("POST", `/api/stock-counts/${count.id}/review`);
    const shortages = await call("GET", `/api/stock-counts/${count.id}/shortages?uncounted=keep`);
    expect(shortages.statusCode, shortages.body).toBe(200);
    expect(shortages.json()).toEqual({
      shortages: [{ product: { id: productId, name: expect.any(String), sku }, short: 20, sales: [saleNumber] }],
    });
    const refused = await call("POST", `/api/stock-counts/${count.id}/apply`, { uncounted: "keep" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields.confirm_shortages).toBe(shortageMessages.confirm([saleNumber]));
    expect(await lotQuantity(productId, "L1")).toBe(100);
    const applied = await call("POST", `/api/stock-counts/${count.id}/apply`, {
      uncounted: "keep",
      confirm_shortages: true,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await lotQuantity(productId, "L1")).toBe(10);
    // Never silently: the sale's detail says 20 of its 30 units are short, and the product is out.
    const detail = (await call("GET", `/api/sales/${sale.json().id}`)).json();
    expect(detail.lines).toMatchObject([{ product_id: productId, quantity: 30, short: 20 }]);
    const out = (await call("GET", `/api/alerts?kind=out&search=${sku}`)).json();
    expect(out.data).toMatchObject([{ product: { id: productId }, reserved: 30 }]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("the variance report", () => {
  /** Another product stocked in the warehouse: `quantity` units of lot `lot` at `cost` pesos. */
  async function stockAnother(warehouseId: string, sku: string, category: string, quantity: number, cost: number) {
    const response = await call("POST", "/api/product", {
      name: `Producto ${sku}`,
      description: "Prueba",
      category,
      sku,
      image_url: null,
      price: 1000,
      warehouse_id: warehouseId,
      quantity,
      unit: "UD",
      costs: cost,
      lot_number: "V1",
      expiration_date: null,
      min_stock: 0,
      max_stock: 1000,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  it("sums units and pesos by product, category and in total; once applied, what the adjustment wrote", async () => {
    const a = await createStockedProduct(t.app, admin, { category: "Granos" });
    const surplusId = await stockAnother(a.warehouseId, `${a.sku}-S`, "Aseo", 30, 500);
    await stockAnother(a.warehouseId, `${a.sku}-M`, "Aseo", 30, 500);
    const count = await openCount(a.warehouseId);
    await enter(count.id, [
      { sku: a.sku, quantity: 90, mode: "set" },
      { sku: `${a.sku}-S`, quantity: 35, mode: "set" },
      // Matches its book: no variance.
      { sku: `${a.sku}-M`, quantity: 30, mode: "set" },
    ]);
    expect((await call("POST", `/api/stock-counts/${count.id}/review`)).statusCode).toBe(200);
    const url = `/api/stock-counts/${count.id}/variance`;
    const review = await call("GET", url);
    expect(review.statusCode, review.body).toBe(200);
    const shortage = { products: 1, surplus_units: 0, shortage_units: 10, net_units: -10 };
    const surplus = { products: 1, surplus_units: 5, shortage_units: 0, net_units: 5 };
    expect(review.json()).toEqual({
      valued_at: "average_cost",
      page: 1,
      total: 2,
      total_pages: 1,
      // The largest value first: 10 × $600 missing, then 5 × $500 over.
      data: [
        {
          product: { id: a.productId, sku: a.sku, name: expect.any(String), category: "Granos" },
          lots: 1,
          book: 100,
          counted: 90,
          difference: -10,
          value: -6_000,
        },
        {
          product: { id: surplusId, sku: `${a.sku}-S`, name: `Producto ${a.sku}-S`, category: "Aseo" },
          lots: 1,
          book: 30,
          counted: 35,
          difference: 5,
          value: 2_500,
        },
      ],
      categories: [
        { category: "Aseo", ...surplus, surplus_value: 2_500, shortage_value: 0, net_value: 2_500 },
        { category: "Granos", ...shortage, surplus_value: 0, shortage_value: 6_000, net_value: -6_000 },
      ],
      totals: {
        products: 2,
        surplus_units: 5,
        shortage_units: 10,
        net_units: -5,
        surplus_value: 2_500,
        shortage_value: 6_000,
        net_value: -3_500,
      },
    });

    // 3 more leave after the count: the shortage written is still the count's 10, the total the count's net.
    await call("PUT", "/api/inventory/withdraw", stockChange(a.productId, a.warehouseId, 3));
    const applied = await call("POST", `/api/stock-counts/${count.id}/apply`, { uncounted: "keep" });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = (await call("GET", url)).json();
    expect(after).toMatchObject({ valued_at: "adjustment", total: 2, totals: { net_units: -5 } });
    expect(after.totals.net_value).toBe(applied.json().net_value);

    const name = `diferencias-conteo-${Number(count.number.slice(3))}`;
    const files = await exportBoth(t.app, admin, url, name);
    expect(files.xlsx.headers).toEqual([
      "Código",
      "Producto",
      "Categoría",
      "Lotes con diferencia",
      "Existencia",
      "Contado",
      "Diferencia",
      "Valor",
    ]);
    expect(pick(files.xlsx.records, ["Código", "Diferencia", "Valor"])).toEqual(
      after.data.map((row: { product: { sku: string }; difference: number; value: number }) => ({
        Código: row.product.sku,
        Diferencia: row.difference,
        Valor: row.value,
      })),
    );
    expect(files.csv.records).toHaveLength(2);
  });

  it("counts the lots 'Poner en cero' emptied, and is refused to a counter of a blind count", async () => {
    const a = await createStockedProduct(t.app, admin);
    const uncountedId = await stockAnother(a.warehouseId, `${a.sku}-U`, "Pruebas", 30, 500);
    const count = await openCount(a.warehouseId, { blind: true });
    await enter(count.id, [{ sku: a.sku, quantity: 100, mode: "set" }], counterA);
    const url = `/api/stock-counts/${count.id}/variance`;
    for (const format of ["", "?format=csv"]) {
      const refused = await call("GET", `${url}${format}`, undefined, counterA);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(stockCountMessages.blindVariance);
    }
    // Before applying, nothing differs: what nobody counted waits for the apply's choice.
    expect((await call("GET", url)).json()).toMatchObject({
      total: 0,
      data: [],
      totals: { products: 0, net_value: 0 },
    });
    const applied = await reviewAndApply(count.id, "zero");
    const report = (await call("GET", url, undefined, counterA)).json();
    expect(report).toMatchObject({
      total: 1,
      data: [{ product: { id: uncountedId }, book: 30, counted: 0, difference: -30, value: -15_000 }],
      totals: { shortage_units: 30, net_value: applied.net_value },
    });
  });
});
