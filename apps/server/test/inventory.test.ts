import { inventoryMessages } from "@inventario/shared/inventory";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stockChange as change, createStockedProduct, multipartBody } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object) => injectAs(t.app, admin, method, url, payload);
const lotQuantity = async (productId: string, lot = "L1") =>
  (
    await t.app.db
      .selectFrom("lots")
      .select("quantity")
      .where("product_id", "=", productId)
      .where("lot_key", "=", lot)
      .executeTakeFirstOrThrow()
  ).quantity;
const entry = (productId: string, warehouseId: string, overrides: Record<string, unknown> = {}) => ({
  product_id: productId,
  warehouse_id: warehouseId,
  quantity: 50,
  unit: "ud",
  costs: 900,
  lot_number: "l1",
  expiration_date: "2027-01-31",
  min_stock: 1,
  max_stock: 500,
  ...overrides,
});

describe("entries", () => {
  it("an entry for an existing lot adds to it at weighted average cost; another lot is a new row", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    expect((await call("POST", "/api/inventory", entry(productId, warehouseId))).statusCode).toBe(201);
    expect(await lotQuantity(productId)).toBe(150);
    const lot = await t.app.db
      .selectFrom("lots")
      .select("cost_cents")
      .where("product_id", "=", productId)
      .executeTakeFirstOrThrow();
    expect(lot.cost_cents).toBe(70_000); // (100 × 600 + 50 × 900) / 150

    expect(
      (await call("POST", "/api/inventory", entry(productId, warehouseId, { lot_number: "L2", quantity: 5 })))
        .statusCode,
    ).toBe(201);
    const lots = (await call("GET", `/api/inventory/current/${productId}`)).json();
    expect(lots.data.map((l: { lot_number: string; quantity: number }) => [l.lot_number, l.quantity])).toEqual([
      ["L1", 150],
      ["L2", 5],
    ]);
    const entries = (await call("GET", `/api/inventory/getEntries/${productId}`)).json();
    expect(entries.total).toBe(3);
    expect(entries.data[0]).toMatchObject({ lot_number: "L2", quantity: 5, cost: 900 });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("validates the entry and changes nothing on error", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const bad = await call(
      "POST",
      "/api/inventory",
      entry(productId, warehouseId, {
        quantity: 0,
        costs: -1,
        unit: "",
        min_stock: 9,
        max_stock: 1,
        expiration_date: "2027-13-01",
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      "costs",
      "expiration_date",
      "min_stock",
      "quantity",
      "unit",
    ]);
    const minMax = await call("POST", "/api/inventory", entry(productId, warehouseId, { min_stock: 9, max_stock: 1 }));
    expect(minMax.json().fields).toHaveProperty("min_stock");
    const otherUnit = await call("POST", "/api/inventory", entry(productId, warehouseId, { unit: "KG" }));
    expect(otherUnit.statusCode).toBe(400);
    expect(otherUnit.json().fields).toHaveProperty("unit");
    const unknownProduct = await call("POST", "/api/inventory", entry("no-existe", warehouseId));
    expect(unknownProduct.statusCode).toBe(400);
    expect(await lotQuantity(productId)).toBe(100);
  });
});

describe("restock and withdraw", () => {
  it("write REPLENISH and WITHDRAWAL movements whose reference is the observation", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    expect(
      (await call("PUT", "/api/inventory/replenish", change(productId, warehouseId, 20, "  Llegó pedido 881  ")))
        .statusCode,
    ).toBe(200);
    expect(
      (await call("PUT", "/api/inventory/withdraw", change(productId, warehouseId, 7, "Vencidos"))).statusCode,
    ).toBe(200);
    expect(await lotQuantity(productId)).toBe(113);
    const history = (await call("GET", `/api/movement?product_id=${productId}`)).json();
    expect(
      history.data.map((m: { type: string; quantity: number; reference: string }) => [m.type, m.quantity, m.reference]),
    ).toEqual([
      ["WITHDRAWAL", 7, "Vencidos"],
      ["REPLENISH", 20, "Llegó pedido 881"],
      ["IN", 100, "Inventario inicial"],
    ]);
    const product = (await call("GET", `/api/inventory/${productId}`)).json();
    expect(product).toMatchObject({ quantity: 113, cost: 600, warehouses: [{ id: warehouseId, quantity: 113 }] });
  });

  it("withdrawing more than the lot holds is a 409 naming what is available, and changes nothing", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const refused = await call("PUT", "/api/inventory/withdraw", change(productId, warehouseId, 101));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "INSUFFICIENT_STOCK",
      message: inventoryMessages.insufficientStock(100, "UD"),
    });
    expect(await lotQuantity(productId)).toBe(100);
    expect((await call("GET", `/api/movement?product_id=${productId}`)).json().total).toBe(1);
  });

  it("requires an observation, a positive whole quantity and an existing lot", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const noObservation = await call("PUT", "/api/inventory/replenish", change(productId, warehouseId, 5, "   "));
    expect(noObservation.json().fields).toEqual({ observation: inventoryMessages.observationRequired });
    expect((await call("PUT", "/api/inventory/replenish", change(productId, warehouseId, 0))).statusCode).toBe(400);
    expect((await call("PUT", "/api/inventory/replenish", change(productId, warehouseId, 1.5))).statusCode).toBe(400);
    expect(
      (
        await call("PUT", "/api/inventory/replenish", {
          ...change(productId, warehouseId, 5),
          observation: "x".repeat(501),
        })
      ).statusCode,
    ).toBe(400);
    const noLot = await call("PUT", "/api/inventory/withdraw", {
      ...change(productId, warehouseId, 1),
      lot_number: "OTRO",
    });
    expect(noLot.statusCode).toBe(404);
    expect(await lotQuantity(productId)).toBe(100);
  });

  it("50 concurrent withdrawals and restocks never oversell, and the lot equals its ledger", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const requests = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 0
        ? call("PUT", "/api/inventory/replenish", change(productId, warehouseId, 3, `Reposición ${i}`))
        : call("PUT", "/api/inventory/withdraw", change(productId, warehouseId, 5, `Retiro ${i}`)),
    );
    const responses = await Promise.all(requests);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const withdrawn = responses.filter((r, i) => i % 5 !== 0 && r.statusCode === 200).length;
    const refused = statuses.filter((s) => s === 409).length;
    // 100 + 10×3 = 130 units can serve at most 26 withdrawals of 5; 40 were asked for.
    expect(withdrawn).toBeLessThanOrEqual(26);
    expect(refused).toBe(40 - withdrawn);
    const quantity = await lotQuantity(productId);
    expect(quantity).toBe(100 + 30 - 5 * withdrawn);
    // Never oversold at any moment, not only at the end: one ledger row per accepted request (the first
    // entry, 10 restocks, the withdrawals served), none for a refused one, and the lot's balance after
    // each of them, in ledger order, never below zero.
    const balances = await t.app.db
      .selectFrom("movements")
      .select("warehouse_balance_quantity")
      .where("product_id", "=", productId)
      .orderBy("id")
      .execute();
    expect(balances).toHaveLength(1 + 10 + withdrawn);
    expect(balances.map((row) => Number(row.warehouse_balance_quantity)).filter((balance) => balance < 0)).toEqual([]);
    expect(Number(balances.at(-1)?.warehouse_balance_quantity)).toBe(quantity);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("the database itself refuses a negative quantity", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    await expect(
      t.app.db.updateTable("lots").set({ quantity: -1 }).where("product_id", "=", productId).execute(),
    ).rejects.toThrow();
  });
});

describe("product extras", () => {
  it("saves min ≤ max stock levels", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    expect(
      (await call("PUT", `/api/product/${productId}/stock-levels`, { min_stock: 5, max_stock: 50 })).statusCode,
    ).toBe(200);
    expect((await call("GET", `/api/inventory/${productId}`)).json()).toMatchObject({ min_stock: 5, max_stock: 50 });
    expect(
      (await call("PUT", `/api/product/${productId}/stock-levels`, { min_stock: 60, max_stock: 50 })).statusCode,
    ).toBe(400);
  });

  it("by-products lists warehouses holding stock per product", async () => {
    const a = await createStockedProduct(t.app, admin);
    const b = await createStockedProduct(t.app, admin);
    await call("PUT", "/api/inventory/withdraw", change(b.productId, b.warehouseId, 100));
    const result = (
      await call("POST", "/api/inventory/by-products", { product_ids: [a.productId, b.productId] })
    ).json();
    expect(result[a.productId]).toEqual([
      { warehouse_id: a.warehouseId, warehouse_name: expect.any(String), quantity: 100 },
    ]);
    expect(result[b.productId]).toEqual([]);
    expect(
      (
        await call("POST", "/api/inventory/by-products", {
          product_ids: Array.from({ length: 501 }, (_, i) => `p${i}`),
        })
      ).statusCode,
    ).toBe(400);
  });

  it("pages through a product's whole history", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    for (let i = 0; i < 12; i++)
      await call("PUT", "/api/inventory/replenish", change(productId, warehouseId, 1, `R${i}`));
    const page2 = (await call("GET", `/api/movement?product_id=${productId}&page=2`)).json();
    expect(page2).toMatchObject({ page: 2, total: 13, total_pages: 2 });
    expect(page2.data.map((m: { reference: string }) => m.reference)).toEqual(["R1", "R0", "Inventario inicial"]);
    const page1 = (await call("GET", `/api/movement?product_id=${productId}`)).json();
    expect(page1.data.map((m: { reference: string }) => m.reference)).toEqual(
      Array.from({ length: 10 }, (_, i) => `R${11 - i}`),
    );
    // Past the end: the count still comes with the (empty) page; an unknown product has nothing.
    expect((await call("GET", `/api/movement?product_id=${productId}&page=3`)).json()).toMatchObject({
      data: [],
      total: 13,
      total_pages: 2,
    });
    expect((await call("GET", `/api/movement?product_id=no-existe`)).json()).toMatchObject({ data: [], total: 0 });
    // The whole ledger (no product): newest first, counted.
    const ledger = (await call("GET", "/api/movement?page=1")).json();
    const { n } = await t.app.db
      .selectFrom("movements")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(ledger.total).toBe(Number(n));
    expect(ledger.data[0]).toMatchObject({ product_id: productId, reference: "R11" });
    const ids = ledger.data.map((m: { id: string }) => m.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect((await call("GET", "/api/movement?page=100000")).json()).toMatchObject({
      data: [],
      total: Number(n),
      total_pages: ledger.total_pages,
    });
  });

  it("image: accepts a real PNG (stored in the database, served with caching), refuses a renamed text file and a 3 MB file", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const upload = (body: ReturnType<typeof multipartBody>) =>
      t.app.inject({
        method: "POST",
        url: `/api/product/${productId}/image`,
        headers: { cookie: admin, ...body.headers },
        payload: body.payload,
      });

    const saved = await upload(multipartBody("image", "foto.png", "image/png", png));
    expect(saved.statusCode, saved.body).toBe(200);
    const url: string = saved.json().image_url;
    expect(url).toMatch(new RegExp(`^/api/product/${productId}/image\\?v=`));
    const served = await t.app.inject({ method: "GET", url, headers: { cookie: admin } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("max-age=31536000");
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie: admin, "if-none-match": String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const text = await upload(multipartBody("image", "foto.png", "image/png", Buffer.from("esto no es una imagen")));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(inventoryMessages.imageType);
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await upload(multipartBody("image", "grande.png", "image/png", big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(inventoryMessages.imageTooLarge);
    // The stored image is still the first one.
    expect((await call("GET", `/api/product/${productId}`)).json().image_url).toBe(url);
  });
});
