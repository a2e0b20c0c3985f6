import { PAGE_SIZE } from "@inventario/shared/constants";
import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import { messages } from "@inventario/shared/messages";
import { type Transfer, transferMessages } from "@inventario/shared/transfers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct } from "./helpers/catalog";
import { stockViolations } from "./helpers/fault-load";
import { expectSameAnswer, newKey, sendKeyed } from "./helpers/idempotency";
import { ledgerMismatches } from "./helpers/ledger";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

// Transfers between warehouses (issue 18): one lot's units move to another warehouse in one transaction,
// a TRANSFER_OUT on the source lot and a TRANSFER_IN on the destination lot, both referencing the transfer.

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  injectAs(t.app, cookie, method, url, payload);

async function createWarehouse(): Promise<{ id: string; name: string }> {
  const response = await call("POST", "/api/warehouse", { name: `Bodega ${uniqueIdentification()}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A product with lot L1 of 100 UD (cost 600) in a warehouse of its own, and a second, empty warehouse. */
async function setUp(overrides: Record<string, unknown> = {}) {
  const stocked = await createStockedProduct(t.app, admin, overrides);
  return { ...stocked, to: await createWarehouse() };
}

const body = (
  s: { productId: string; warehouseId: string; to: { id: string } },
  quantity: number,
  extra: Record<string, unknown> = {},
) => ({
  product_id: s.productId,
  from_warehouse_id: s.warehouseId,
  lot_number: "L1",
  to_warehouse_id: s.to.id,
  quantity,
  ...extra,
});

const lotsOf = (productId: string) =>
  t.app.db
    .selectFrom("lots")
    .select(["id", "warehouse_id", "lot_number", "quantity", "cost_cents", "expiration_date", "unit"])
    .where("product_id", "=", productId)
    .execute();

const lotIn = async (productId: string, warehouseId: string) =>
  (await lotsOf(productId)).find((lot) => lot.warehouse_id === warehouseId);

const stockOf = async (productId: string) =>
  Number(
    (await t.app.db.selectFrom("products").select("stock").where("id", "=", productId).executeTakeFirstOrThrow()).stock,
  );

/** Everything a refused transfer must leave as it was. */
async function footprint(productId: string) {
  const transfers = await t.app.db
    .selectFrom("transfers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const movements = await t.app.db.selectFrom("movements").select("id").where("product_id", "=", productId).execute();
  return { transfers: Number(transfers.n), movements: movements.length, lots: await lotsOf(productId) };
}

describe("POST /transfers", () => {
  it("moves units between warehouses: two movements referencing it, product stock unchanged", async () => {
    const s = await setUp({ expiration_date: "2027-05-01" });
    const response = await call("POST", "/api/transfers", body(s, 30, { note: "  Para la sede norte " }));
    expect(response.statusCode, response.body).toBe(201);
    const transfer = response.json() as Transfer;
    const stored = await t.app.db
      .selectFrom("transfers")
      .selectAll()
      .where("id", "=", transfer.id)
      .executeTakeFirstOrThrow();
    const product = await t.app.db
      .selectFrom("products")
      .select(["name", "sku"])
      .where("id", "=", s.productId)
      .executeTakeFirstOrThrow();
    const from = await t.app.db
      .selectFrom("warehouses")
      .select("name")
      .where("id", "=", s.warehouseId)
      .executeTakeFirstOrThrow();
    expect(transfer).toEqual({
      id: stored.id,
      number: formatDocumentNumber("transfer", stored.number),
      created_at: stored.created_at,
      product: { id: s.productId, name: product.name, sku: product.sku },
      from_warehouse: { id: s.warehouseId, name: from.name },
      to_warehouse: { id: s.to.id, name: s.to.name },
      lot_number: "L1",
      quantity: 30,
      unit: "UD",
      note: "Para la sede norte",
      employee_name: "Administrador",
    });
    expect(transfer.number).toMatch(/^T-\d{6}$/);

    // The destination lot: same number, expiration and cost.
    const source = await lotIn(s.productId, s.warehouseId);
    const destination = await lotIn(s.productId, s.to.id);
    expect(source).toMatchObject({ quantity: 70, lot_number: "L1", cost_cents: 60_000 });
    expect(destination).toMatchObject({
      quantity: 30,
      lot_number: "L1",
      cost_cents: 60_000,
      expiration_date: "2027-05-01",
      unit: "UD",
    });
    const movements = await t.app.db
      .selectFrom("movements")
      .select(["lot_id", "warehouse_id", "type", "quantity", "reference", "employee_id"])
      .where("reference", "=", transfer.id)
      .orderBy("type")
      .execute();
    expect(movements).toEqual([
      expect.objectContaining({ lot_id: destination?.id, warehouse_id: s.to.id, type: "TRANSFER_IN", quantity: 30 }),
      expect.objectContaining({ lot_id: source?.id, warehouse_id: s.warehouseId, type: "TRANSFER_OUT", quantity: 30 }),
    ]);
    expect(movements.every((m) => m.employee_id !== null)).toBe(true);
    expect(await stockOf(s.productId)).toBe(100);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    expect(await stockViolations(t.app.db)).toEqual({ negativeLots: [], overFulfilled: [] });

    // The product's history reads both rows as the transfer, with the types' Spanish labels' codes.
    const history = await call("GET", `/api/movement?product_id=${s.productId}`);
    const rows = (history.json() as { data: Array<{ type: string; reference_label: string | null }> }).data;
    expect(
      rows
        .slice(0, 2)
        .map((m) => [m.type, m.reference_label])
        .sort(),
    ).toEqual([
      ["TRANSFER_IN", `Traslado ${transfer.number}`],
      ["TRANSFER_OUT", `Traslado ${transfer.number}`],
    ]);
  });

  it("adds to the destination lot when it exists, at the weighted average cost", async () => {
    const s = await setUp();
    // 50 units of L1 at 900 already in the destination warehouse.
    const entry = await call("POST", "/api/inventory", {
      product_id: s.productId,
      warehouse_id: s.to.id,
      quantity: 50,
      unit: "UD",
      costs: 900,
      lot_number: "L1",
      expiration_date: null,
      min_stock: 5,
      max_stock: 200,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const response = await call("POST", "/api/transfers", body(s, 25));
    expect(response.statusCode, response.body).toBe(201);
    const destination = await lotIn(s.productId, s.to.id);
    // (50 × 90 000 + 25 × 60 000) / 75 = 80 000 cents; the destination keeps its stock levels.
    expect(destination).toMatchObject({ quantity: 75, cost_cents: 80_000 });
    expect(await lotIn(s.productId, s.warehouseId)).toMatchObject({ quantity: 75 });
    expect(await stockOf(s.productId)).toBe(150);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("moves a whole lot and stock kept without a lot number", async () => {
    const s = await setUp({ lot_number: null });
    const response = await call("POST", "/api/transfers", body(s, 100, { lot_number: null }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ lot_number: null, quantity: 100 });
    expect(await lotIn(s.productId, s.warehouseId)).toMatchObject({ quantity: 0, lot_number: null });
    expect(await lotIn(s.productId, s.to.id)).toMatchObject({ quantity: 100, lot_number: null });
    // And back again, into the lot left empty.
    const back = await call("POST", "/api/transfers", {
      ...body(s, 40, { lot_number: null }),
      from_warehouse_id: s.to.id,
      to_warehouse_id: s.warehouseId,
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(await lotIn(s.productId, s.warehouseId)).toMatchObject({ quantity: 40 });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("refuses more than the source lot holds (409, Spanish message) and changes nothing", async () => {
    const s = await setUp();
    const before = await footprint(s.productId);
    const response = await call("POST", "/api/transfers", body(s, 101));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "INSUFFICIENT_STOCK",
      message: transferMessages.notEnough(100, "UD"),
    });
    expect(await footprint(s.productId)).toEqual(before);
  });

  it("refuses the same warehouse on both sides (400 on to_warehouse_id)", async () => {
    const s = await setUp();
    const before = await footprint(s.productId);
    const response = await call("POST", "/api/transfers", { ...body(s, 5), to_warehouse_id: s.warehouseId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      fields: { to_warehouse_id: transferMessages.sameWarehouse },
    });
    expect(await footprint(s.productId)).toEqual(before);
  });

  it("refuses an unknown or inactive product or warehouse (400 on the field) and an unknown lot (404)", async () => {
    const s = await setUp();
    const inactive = await createWarehouse();
    const off = await call("PUT", `/api/warehouse/${inactive.id}`, {
      id: inactive.id,
      name: inactive.name,
      is_active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const before = await footprint(s.productId);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ product_id: "no-existe" }, "product_id", transferMessages.productUnavailable],
      [{ from_warehouse_id: "no-existe" }, "from_warehouse_id", transferMessages.warehouseUnavailable],
      [{ to_warehouse_id: "no-existe" }, "to_warehouse_id", transferMessages.warehouseUnavailable],
      [{ to_warehouse_id: inactive.id }, "to_warehouse_id", transferMessages.warehouseUnavailable],
    ];
    for (const [change, field, message] of cases) {
      const response = await call("POST", "/api/transfers", { ...body(s, 5), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", message, fields: { [field]: message } });
    }
    // An inactive product is refused as an unknown one.
    const deleted = await call("DELETE", `/api/product/${s.productId}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const inactiveProduct = await call("POST", "/api/transfers", body(s, 5));
    expect(inactiveProduct.statusCode).toBe(400);
    expect(inactiveProduct.json().fields).toEqual({ product_id: transferMessages.productUnavailable });

    const other = await setUp();
    for (const lot_number of ["OTRO", null]) {
      const response = await call("POST", "/api/transfers", body(other, 5, { lot_number }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: transferMessages.lotNotFound });
    }
    expect(await footprint(s.productId)).toEqual(before);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("needs transfers:create to transfer and transfers:read to list (403 otherwise)", async () => {
    const s = await setUp();
    const reader = await signInWithPermissions(t.app, admin, ["transfers:read"]);
    const nobody = await signInWithPermissions(t.app, admin, ["products:read"]);
    const refused = await call("POST", "/api/transfers", body(s, 5), reader.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "FORBIDDEN", message: messages.errors.forbidden });
    expect((await call("GET", "/api/transfers", undefined, nobody.cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/transfers", undefined, reader.cookie)).statusCode).toBe(200);
    expect(await lotIn(s.productId, s.to.id)).toBeUndefined();

    const mover = await signInWithPermissions(t.app, admin, ["transfers:create"]);
    const moved = await call("POST", "/api/transfers", body(s, 5), mover.cookie);
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().employee_name).toBe("Prueba Permisos");
  });

  it("answers a retry with the same Idempotency-Key with the first answer and transfers once", async () => {
    const s = await setUp();
    const key = newKey();
    const first = await sendKeyed(t.app, admin, "POST", "/api/transfers", body(s, 10), key);
    expect(first.statusCode, first.body).toBe(201);
    const after = await footprint(s.productId);
    const retry = await sendKeyed(t.app, admin, "POST", "/api/transfers", body(s, 10), key);
    expectSameAnswer(first, retry);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await footprint(s.productId)).toEqual(after);
    expect(await lotIn(s.productId, s.warehouseId)).toMatchObject({ quantity: 90 });
  });

  it("never overdraws a lot under concurrent transfers, and numbers them uniquely", async () => {
    const s = await setUp();
    const third = await createWarehouse();
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call("POST", "/api/transfers", body(s, 9, i % 2 === 0 ? {} : { to_warehouse_id: third.id })),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const moved = responses.filter((r) => r.statusCode === 201);
    // 100 units serve 11 transfers of 9; the rest find too little left.
    expect(moved).toHaveLength(11);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe(transferMessages.notEnough(1, "UD"));
    }
    const numbers = moved.map((r) => (r.json() as Transfer).number);
    expect(new Set(numbers).size).toBe(11);
    const lots = await lotsOf(s.productId);
    expect(lots.find((l) => l.warehouse_id === s.warehouseId)?.quantity).toBe(1);
    expect(lots.reduce((sum, l) => sum + l.quantity, 0)).toBe(100);
    expect(await stockOf(s.productId)).toBe(100);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    expect(await stockViolations(t.app.db)).toEqual({ negativeLots: [], overFulfilled: [] });
  });
});

describe("GET /transfers", () => {
  type Page = { data: Transfer[]; page: number; total: number; total_pages: number };
  const list = async (query = "") => {
    const response = await call("GET", `/api/transfers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };

  it("pages newest first with exact totals", async () => {
    const s = await setUp();
    const made: Transfer[] = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) made.push((await call("POST", "/api/transfers", body(s, 1))).json());
    const first = await list();
    const total = Number(
      (
        await t.app.db
          .selectFrom("transfers")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(first).toMatchObject({ page: 1, total, total_pages: Math.ceil(total / PAGE_SIZE) });
    expect(first.data.map((x) => x.id)).toEqual(
      made
        .slice(-PAGE_SIZE)
        .reverse()
        .map((x) => x.id),
    );
    const second = await list("?page=2");
    expect(second.data.slice(0, 2).map((x) => x.id)).toEqual(
      made
        .slice(0, 2)
        .reverse()
        .map((x) => x.id),
    );
    // The list answers what POST answered.
    expect(first.data[0]).toEqual(made.at(-1));
    expect((await list(`?page=${first.total_pages + 1}`)).data).toEqual([]);
  });

  it("searches by number (T-000012, T-12, 12), product name or SKU, and a warehouse's name", async () => {
    const s = await setUp();
    const transfer = (await call("POST", "/api/transfers", body(s, 2))).json() as Transfer;
    const n = Number(transfer.number.slice(2));
    const ids = async (search: string) => (await list(`?search=${encodeURIComponent(search)}`)).data.map((x) => x.id);

    expect(await ids(transfer.number)).toEqual([transfer.id]);
    expect(await ids(transfer.number.toLowerCase())).toEqual([transfer.id]);
    expect(await ids(`T-${n}`)).toContain(transfer.id);
    expect(await ids(String(n))).toContain(transfer.id);
    expect(await ids(transfer.product.name.toUpperCase())).toEqual([transfer.id]);
    expect(await ids(transfer.product.sku)).toEqual([transfer.id]);
    expect(await ids(transfer.from_warehouse.name)).toEqual([transfer.id]);
    expect(await ids(transfer.to_warehouse.name)).toEqual([transfer.id]);
    expect(await ids("ningún traslado así")).toEqual([]);
    // "T-1" finds every transfer whose number starts with 1 (T-000001, T-000010…), the first one last.
    const numbers = (await t.app.db.selectFrom("transfers").select("number").execute()).map((x) => x.number);
    const startingWithOne = numbers.filter((x) => String(x).startsWith("1")).length;
    const found = await list("?search=T-1");
    expect(found.total).toBe(startingWithOne);
    const last = await list(`?search=T-1&page=${found.total_pages}`);
    expect(last.data.at(-1)?.number).toBe("T-000001");
  });
});
