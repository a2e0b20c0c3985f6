import { saleMessages } from "@inventario/shared/sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInAppWithClient, createStockedProduct } from "./helpers/catalog";
import { stockViolations } from "./helpers/fault-load";
import { newKey, sendKeyed } from "./helpers/idempotency";
import { ledgerMismatches } from "./helpers/ledger";
import { injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => ({ t, admin, clientId } = await createSignedInAppWithClient()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object) => injectAs(t.app, admin, method, url, payload);

type Line = { product_id: string; quantity: number };
type Sold = { id: string; number: string; withdrawal_id: string };

async function sell(lines: Line[]): Promise<Sold> {
  const response = await call("POST", "/api/sale", {
    client_id: clientId,
    type: "RETAIL",
    currency: "COP",
    items: lines.map((line) => ({ ...line, unit_price: 1000 })),
  });
  if (response.statusCode !== 201) throw new Error(`sale: ${response.body}`);
  return response.json();
}

/** Dispatches `quantity` of the sale's item for `productId` from `warehouseId` (FEFO within it). */
async function dispatch(sale: Sold, productId: string, warehouseId: string, quantity: number) {
  const request = (await call("GET", `/api/withdrawals/${sale.withdrawal_id}`)).json();
  const item = request.items.find((i: { product_id: string }) => i.product_id === productId);
  const response = await call("POST", "/api/withdrawals/assign-stock/bulk", {
    items: [{ withdrawal_item_id: item.id, assignments: [{ warehouse_id: warehouseId, quantity }] }],
  });
  if (response.statusCode !== 200) throw new Error(`dispatch: ${response.body}`);
}

/** A product with 100 units in lot L1 of its own warehouse, sold `sold` and dispatched `dispatched`. */
async function dispatchedSale(sold: number, dispatched = sold, overrides: Record<string, unknown> = {}) {
  const product = await createStockedProduct(t.app, admin, overrides);
  const sale = await sell([{ product_id: product.productId, quantity: sold }]);
  if (dispatched > 0) await dispatch(sale, product.productId, product.warehouseId, dispatched);
  return { ...product, sale };
}

type Item = { product_id: string; quantity: number; warehouse_id: string; lot_number: string | null; restock: boolean };
const item = (productId: string, warehouseId: string, quantity: number, extra: Partial<Item> = {}): Item => ({
  product_id: productId,
  quantity,
  warehouse_id: warehouseId,
  lot_number: "L1",
  restock: true,
  ...extra,
});

const returnOf = (sale: string, items: Item[], reason = "Cliente devolvió") =>
  call("POST", `/api/sales/${sale}/returns`, { reason, items });

const lot = (productId: string, warehouseId: string, lotNumber: string) =>
  t.app.db
    .selectFrom("lots")
    .select(["quantity", "cost_cents", "expiration_date", "unit"])
    .where("product_id", "=", productId)
    .where("warehouse_id", "=", warehouseId)
    .where("lot_key", "=", lotNumber)
    .executeTakeFirst();

const returnMovements = (productId: string) =>
  t.app.db
    .selectFrom("movements")
    .select(["warehouse_id", "lot_number", "quantity", "reference", "cost_cents"])
    .where("product_id", "=", productId)
    .where("type", "=", "RETURN")
    .orderBy("id")
    .execute();

/** Everything a return can change for one product and sale, counted from the tables. */
async function footprint(productId: string, saleId: string) {
  const db = t.app.db;
  return {
    lots: await db
      .selectFrom("lots")
      .select(["warehouse_id", "lot_key", "quantity"])
      .where("product_id", "=", productId)
      .orderBy("warehouse_id")
      .orderBy("lot_key")
      .execute(),
    movements: await db.selectFrom("movements").select("id").where("product_id", "=", productId).execute(),
    returns: await db.selectFrom("sale_returns").select("id").where("sale_id", "=", saleId).execute(),
    lines: await db.selectFrom("sale_return_lines").select("id").where("sale_id", "=", saleId).execute(),
    status: (await db.selectFrom("sales").select("status").where("id", "=", saleId).executeTakeFirstOrThrow()).status,
  };
}

async function expectInvariants() {
  expect(await ledgerMismatches(t.app.db)).toEqual([]);
  expect(await stockViolations(t.app.db)).toEqual({ negativeLots: [], overFulfilled: [] });
}

async function newWarehouse(): Promise<string> {
  const response = await call("POST", "/api/warehouse", { name: `Bodega ${uniqueIdentification()}` });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

describe("sale returns", () => {
  it("puts restocked units back into their lot with a RETURN movement referencing the sale", async () => {
    const { productId, warehouseId, sale } = await dispatchedSale(5);
    expect((await lot(productId, warehouseId, "L1"))?.quantity).toBe(95);

    // Addressed by its number, as staff type it.
    const response = await returnOf(sale.number, [item(productId, warehouseId, 2)], "Producto defectuoso");
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json();
    expect(detail).toMatchObject({ id: sale.id, number: sale.number, status: "PARTIALLY_RETURNED" });
    expect(detail.lines).toEqual([expect.objectContaining({ product_id: productId, dispatched: 5, returned: 2 })]);
    expect(detail.returns).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        reason: "Producto defectuoso",
        employee_name: "Administrador",
        lines: [
          {
            product_id: productId,
            product_name: expect.stringMatching(/^Producto /),
            warehouse_id: warehouseId,
            warehouse_name: expect.stringMatching(/^Bodega /),
            lot_number: "L1",
            quantity: 2,
            restock: true,
          },
        ],
        // Two units at $1.000; the sale recorded no payments, so no money is recorded as given back.
        amount: 2000,
        refunds: [],
      },
    ]);

    expect(await lot(productId, warehouseId, "L1")).toMatchObject({ quantity: 97, cost_cents: 60_000 });
    expect(await returnMovements(productId)).toEqual([
      { warehouse_id: warehouseId, lot_number: "L1", quantity: 2, reference: sale.id, cost_cents: 60_000 },
    ]);
    // The sale's own detail shows the same return.
    const read = await call("GET", `/api/sales/${sale.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().returns).toEqual(detail.returns);
    await expectInvariants();
  });

  it("records written-off units without adding stock or a movement", async () => {
    const { productId, warehouseId, sale } = await dispatchedSale(4);
    const before = await footprint(productId, sale.id);
    const response = await returnOf(sale.id, [item(productId, warehouseId, 3, { restock: false })], "Llegó roto");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().returns[0].lines).toEqual([
      expect.objectContaining({ product_id: productId, quantity: 3, restock: false }),
    ]);
    const after = await footprint(productId, sale.id);
    expect(after.lots).toEqual(before.lots);
    expect(after.movements).toEqual(before.movements);
    expect(after.lines).toHaveLength(1);
    const line = await t.app.db
      .selectFrom("sale_return_lines")
      .select(["quantity", "restock", "warehouse_id", "lot_number"])
      .where("sale_id", "=", sale.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ quantity: 3, restock: 0, warehouse_id: warehouseId, lot_number: "L1" });
    await expectInvariants();
  });

  it("recreates an emptied lot, or a lot in another warehouse, with the cost and expiration it left with", async () => {
    const { productId, warehouseId, sale } = await dispatchedSale(10, 10, {
      quantity: 10,
      costs: 750.5,
      expiration_date: "2031-05-20",
    });
    expect(await lot(productId, warehouseId, "L1")).toMatchObject({ quantity: 0 });
    const elsewhere = await newWarehouse();

    const response = await returnOf(sale.id, [
      item(productId, warehouseId, 2),
      item(productId, elsewhere, 3),
      item(productId, warehouseId, 1, { lot_number: "nuevo-7" }),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const place = { cost_cents: 75_050, expiration_date: "2031-05-20", unit: "UD" };
    expect(await lot(productId, warehouseId, "L1")).toEqual({ quantity: 2, ...place });
    expect(await lot(productId, elsewhere, "L1")).toEqual({ quantity: 3, ...place });
    // A lot number the product never had takes the dispatched lot's cost (lot numbers are upper-cased).
    expect(await lot(productId, warehouseId, "NUEVO-7")).toEqual({ quantity: 1, ...place });
    expect((await returnMovements(productId)).map((m) => [m.warehouse_id, m.lot_number, m.quantity])).toEqual([
      [warehouseId, "L1", 2],
      [elsewhere, "L1", 3],
      [warehouseId, "NUEVO-7", 1],
    ]);
    await expectInvariants();
  });

  it("refuses returning more than was dispatched and not yet returned, changing nothing", async () => {
    const { productId, warehouseId, sale } = await dispatchedSale(5, 3);
    const name = (await call("GET", `/api/product/${productId}`)).json().name;
    const before = await footprint(productId, sale.id);

    // Two lines of one product count together.
    const tooMuch = await returnOf(sale.id, [
      item(productId, warehouseId, 2),
      item(productId, warehouseId, 2, { restock: false }),
    ]);
    expect(tooMuch.statusCode, tooMuch.body).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: "CONFLICT", message: saleMessages.returnTooMuch(name, 3) });
    expect(await footprint(productId, sale.id)).toEqual(before);

    expect((await returnOf(sale.id, [item(productId, warehouseId, 3)])).statusCode).toBe(201);
    const again = await returnOf(sale.id, [item(productId, warehouseId, 1, { restock: false })]);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(saleMessages.returnTooMuch(name, 0));
    await expectInvariants();
  });

  it("refuses an unknown sale, a sale with nothing dispatched, a product not sold, an inactive warehouse", async () => {
    const { productId, warehouseId, sale } = await dispatchedSale(2, 0);
    const other = await createStockedProduct(t.app, admin);
    const before = await footprint(productId, sale.id);

    for (const unknown of ["V-999999", "999999", "no-existe"]) {
      const response = await returnOf(unknown, [item(productId, warehouseId, 1)]);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: saleMessages.notFound });
    }

    const nothing = await returnOf(sale.id, [item(productId, warehouseId, 1)]);
    expect(nothing.statusCode, nothing.body).toBe(409);
    expect(nothing.json().message).toBe(saleMessages.returnNothingDispatched);

    const foreign = await returnOf(sale.id, [item(other.productId, other.warehouseId, 1)]);
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: "VALIDATION",
      message: saleMessages.returnProductNotInSale,
      fields: { items: saleMessages.returnProductNotInSale },
    });

    expect(await footprint(productId, sale.id)).toEqual(before);

    await dispatch(sale, productId, warehouseId, 2);
    const dispatched = await footprint(productId, sale.id);
    const closed = await newWarehouse();
    expect((await call("DELETE", `/api/warehouse/${closed}`)).statusCode).toBe(204);
    for (const warehouse of [closed, "bodega-inexistente"]) {
      for (const restock of [true, false]) {
        const response = await returnOf(sale.id, [item(productId, warehouse, 1, { restock })]);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          code: "VALIDATION",
          fields: { items: saleMessages.returnWarehouseUnavailable },
        });
      }
    }

    const blank = await returnOf(sale.id, [item(productId, warehouseId, 1)], "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ reason: saleMessages.reasonRequired });

    expect(await footprint(productId, sale.id)).toEqual(dispatched);
    expect(dispatched.returns).toEqual([]);
    await expectInvariants();
  });

  it("follows the sale's status: partly returned, then returned once every unit sold came back", async () => {
    const a = await createStockedProduct(t.app, admin);
    const b = await createStockedProduct(t.app, admin);
    const sale = await sell([
      { product_id: a.productId, quantity: 3 },
      { product_id: b.productId, quantity: 2 },
    ]);
    await dispatch(sale, a.productId, a.warehouseId, 3);
    await dispatch(sale, b.productId, b.warehouseId, 2);

    const first = await returnOf(sale.id, [item(a.productId, a.warehouseId, 3)]);
    expect(first.json().status).toBe("PARTIALLY_RETURNED");
    const last = await returnOf(sale.id, [
      item(b.productId, b.warehouseId, 1),
      item(b.productId, b.warehouseId, 1, { restock: false }),
    ]);
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json()).toMatchObject({ status: "RETURNED" });
    expect(last.json().returns).toHaveLength(2);
    expect(
      last
        .json()
        .lines.map((l: { returned: number }) => l.returned)
        .sort(),
    ).toEqual([2, 3]);
    await expectInvariants();
  });

  it("keeps a partly dispatched sale partly returned, also once its request completes later", async () => {
    const { productId, warehouseId, sale } = await dispatchedSale(5, 3);
    const returned = await returnOf(sale.id, [item(productId, warehouseId, 3)]);
    expect(returned.json().status).toBe("PARTIALLY_RETURNED");
    await dispatch(sale, productId, warehouseId, 2);
    const read = (await call("GET", `/api/sales/${sale.id}`)).json();
    expect(read).toMatchObject({ status: "PARTIALLY_RETURNED", withdrawal: { status: "COMPLETED" } });
    // The two dispatched later come back too: now every unit sold has.
    const rest = await returnOf(sale.id, [item(productId, warehouseId, 2)]);
    expect(rest.json().status).toBe("RETURNED");
    await expectInvariants();
  });

  it("answers 403 without the sales:return permission", async () => {
    const { productId, warehouseId, sale } = await dispatchedSale(2);
    const { cookie } = await signInWithPermissions(t.app, admin, ["sales:read", "sales:create"]);
    const response = await injectAs(t.app, cookie, "POST", `/api/sales/${sale.id}/returns`, {
      reason: "x",
      items: [item(productId, warehouseId, 1)],
    });
    expect(response.statusCode).toBe(403);
    expect((await footprint(productId, sale.id)).returns).toEqual([]);

    const allowed = await signInWithPermissions(t.app, admin, ["sales:return"]);
    const done = await injectAs(t.app, allowed.cookie, "POST", `/api/sales/${sale.id}/returns`, {
      reason: "Devolución del cliente",
      items: [item(productId, warehouseId, 1)],
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().returns[0].employee_name).toBe("Prueba Permisos");
  });

  it("replays a keyed return once and refuses the key with another body", async () => {
    const { productId, warehouseId, sale } = await dispatchedSale(4);
    const key = newKey();
    const body = { reason: "Reintento", items: [item(productId, warehouseId, 2)] };
    const url = `/api/sales/${sale.id}/returns`;
    const first = await sendKeyed(t.app, admin, "POST", url, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await sendKeyed(t.app, admin, "POST", url, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const other = await sendKeyed(t.app, admin, "POST", url, { ...body, reason: "Otro" }, key);
    expect(other.statusCode, other.body).toBe(422);

    expect(await lot(productId, warehouseId, "L1")).toMatchObject({ quantity: 98 });
    expect(await returnMovements(productId)).toHaveLength(1);
    expect((await footprint(productId, sale.id)).returns).toHaveLength(1);
    await expectInvariants();
  });

  it("never returns more than was dispatched when returns of one sale race", async () => {
    const { productId, warehouseId, sale } = await dispatchedSale(10);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        returnOf(sale.id, [item(productId, warehouseId, 3, { restock: i % 2 === 0 })], `Carrera ${i}`),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    // 3 + 3 + 3 fit in 10 dispatched units; a fourth would not.
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json().message).toMatch(/^No se puede devolver esa cantidad/);

    const lines = await t.app.db
      .selectFrom("sale_return_lines")
      .select(["quantity", "restock"])
      .where("sale_id", "=", sale.id)
      .execute();
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(9);
    const restocked = lines.filter((l) => l.restock === 1).reduce((sum, l) => sum + l.quantity, 0);
    expect((await lot(productId, warehouseId, "L1"))?.quantity).toBe(90 + restocked);
    expect((await returnMovements(productId)).reduce((sum, m) => sum + m.quantity, 0)).toBe(restocked);
    await expectInvariants();
  });
});
