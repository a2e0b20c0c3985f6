import { addDays, todayInBusinessZone } from "@inventario/shared/dates";
import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import { nitCheckDigit } from "@inventario/shared/nit";
import { type PurchaseOrder, purchaseMessages, purchaseOrderStatusLabels } from "@inventario/shared/purchases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct } from "./helpers/catalog";
import { allPages, exportBoth } from "./helpers/export-files";
import { stockViolations } from "./helpers/fault-load";
import { ledgerMismatches } from "./helpers/ledger";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

// Purchase orders, receipts and returns to suppliers (issue 32): the lifecycle, on-order, the ledger.

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  injectAs(t.app, cookie, method, url, payload);

async function createSupplier(): Promise<string> {
  const nit = `8${uniqueIdentification().slice(2)}`;
  const response = await call("POST", "/api/suppliers", { nit, dv: nitCheckDigit(nit), name: `Proveedor ${nit}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A supplier and a product (lot L1: 100 UD at 600 in its own warehouse), and an order of `quantity` at 900. */
async function setUp(quantity = 50, extra: Record<string, unknown> = {}) {
  const product = await createStockedProduct(t.app, admin);
  const supplierId = await createSupplier();
  const body = {
    supplier_id: supplierId,
    warehouse_id: product.warehouseId,
    expected_at: "2026-12-15",
    notes: "Pedido de prueba",
    items: [{ product_id: product.productId, quantity, unit_cost: 900, ...extra }],
  };
  const created = await call("POST", "/api/purchase-orders", body);
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json() as PurchaseOrder;
  return { ...product, supplierId, body, order, itemId: order.items[0]!.id };
}

const productFigures = async (productId: string) => {
  const product = (await call("GET", `/api/product/${productId}`)).json();
  return { quantity: product.quantity as number, on_order: product.on_order as number };
};

const receive = (orderId: string, items: object[], cookie = admin) =>
  call("POST", `/api/purchase-orders/${orderId}/receipts`, { items }, cookie);

const movementsOf = (productId: string, type: string) =>
  t.app.db
    .selectFrom("movements")
    .select(["quantity", "value_cents", "reference", "lot_number", "warehouse_balance_value_cents"])
    .where("product_id", "=", productId)
    .where("type", "=", type as never)
    .orderBy("id")
    .execute();

describe("an order's lifecycle", () => {
  it("draft → sent → partly received with lot and expiry → received; on order follows", async () => {
    const s = await setUp(50);
    expect(s.order).toMatchObject({
      number: expect.stringMatching(/^OC-\d{6}$/),
      status: "DRAFT",
      supplier: { id: s.supplierId },
      expected_at: "2026-12-15",
      total: 45_000,
      items: [{ quantity: 50, unit_cost: 900, received: 0, pending: 50, subtotal: 45_000 }],
    });
    // A draft does not count as on order.
    expect(await productFigures(s.productId)).toEqual({ quantity: 100, on_order: 0 });

    const edited = await call("PUT", `/api/purchase-orders/${s.order.id}`, {
      ...s.body,
      items: [{ product_id: s.productId, quantity: 60, unit_cost: 900 }],
    });
    expect(edited.json()).toMatchObject({ status: "DRAFT", total: 54_000 });
    const itemId = (edited.json() as PurchaseOrder).items[0]!.id;

    const sent = await call("POST", `/api/purchase-orders/${s.order.id}/send`);
    expect(sent.json()).toMatchObject({ status: "SENT", sent_at: expect.any(String) });
    expect(await productFigures(s.productId)).toEqual({ quantity: 100, on_order: 60 });

    const first = await receive(s.order.id, [
      { item_id: itemId, quantity: 20, lot_number: "c-77", expiration_date: "2027-06-30", unit_cost: 950 },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().number).toMatch(/^RC-\d{6}$/);
    expect(await productFigures(s.productId)).toEqual({ quantity: 120, on_order: 40 });
    const partial = (await call("GET", `/api/purchase-orders/${s.order.id}`)).json() as PurchaseOrder;
    expect(partial).toMatchObject({ status: "PARTIAL", items: [{ received: 20, pending: 40 }] });
    expect(partial.receipts).toEqual([
      { id: first.json().id, number: first.json().number, created_at: expect.any(String) },
    ]);

    // The movement reads 'Compra RC-…' in the history.
    const history = (await call("GET", `/api/movement?product_id=${s.productId}`)).json();
    const purchase = history.data.find((m: { type: string }) => m.type === "PURCHASE");
    expect(purchase).toMatchObject({ quantity: 20, reference_label: `Compra ${first.json().number}` });

    await receive(s.order.id, [{ item_id: itemId, quantity: 40, lot_number: "C-78", unit_cost: 900 }]);
    expect((await call("GET", `/api/purchase-orders/${s.order.id}`)).json()).toMatchObject({
      status: "RECEIVED",
      items: [{ received: 60, pending: 0 }],
    });
    expect(await productFigures(s.productId)).toEqual({ quantity: 160, on_order: 0 });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("refuses every transition its state does not allow (409), changing nothing", async () => {
    const s = await setUp(10);
    const line = { item_id: s.itemId, quantity: 1, unit_cost: 900 };
    expect((await receive(s.order.id, [line])).json()).toMatchObject({ message: purchaseMessages.notReceivable });
    expect((await call("POST", `/api/purchase-orders/${s.order.id}/close`, { reason: "x" })).json()).toMatchObject({
      message: purchaseMessages.notClosable,
    });
    await call("POST", `/api/purchase-orders/${s.order.id}/send`);
    for (const [method, url, body, message] of [
      ["POST", `/api/purchase-orders/${s.order.id}/send`, undefined, purchaseMessages.notDraft],
      ["PUT", `/api/purchase-orders/${s.order.id}`, s.body, purchaseMessages.notDraft],
    ] as const) {
      const refused = await call(method, url, body);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe(message);
    }
    await receive(s.order.id, [line]);
    const cancel = await call("POST", `/api/purchase-orders/${s.order.id}/cancel`, { reason: "Ya no se necesita" });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(purchaseMessages.notCancellable);
    expect((await call("GET", `/api/purchase-orders/${s.order.id}`)).json().status).toBe("PARTIAL");
    expect(await productFigures(s.productId)).toEqual({ quantity: 101, on_order: 9 });
  });

  it("cancels a sent order and closes a partly received one: what was pending leaves on order", async () => {
    const a = await setUp(30);
    await call("POST", `/api/purchase-orders/${a.order.id}/send`);
    const cancelled = await call("POST", `/api/purchase-orders/${a.order.id}/cancel`, { reason: "Precio errado" });
    expect(cancelled.json()).toMatchObject({
      status: "CANCELLED",
      reason: "Precio errado",
      items: [{ received: 0, closed: 30, pending: 0 }],
    });
    expect((await productFigures(a.productId)).on_order).toBe(0);

    const b = await setUp(30);
    await call("POST", `/api/purchase-orders/${b.order.id}/send`);
    await receive(b.order.id, [{ item_id: b.itemId, quantity: 12, unit_cost: 900 }]);
    const closed = await call("POST", `/api/purchase-orders/${b.order.id}/close`, {
      reason: "El proveedor no tiene más",
    });
    expect(closed.json()).toMatchObject({ status: "CLOSED", items: [{ received: 12, closed: 18, pending: 0 }] });
    expect((await productFigures(b.productId)).on_order).toBe(0);
    const noReason = await call("POST", `/api/purchase-orders/${b.order.id}/close`, { reason: " " });
    expect(noReason.json().fields).toEqual({ reason: purchaseMessages.reasonRequired });
  });
});

describe("receiving", () => {
  it("refuses more than pending, unless the line's tolerance allows it", async () => {
    const s = await setUp(10);
    await call("POST", `/api/purchase-orders/${s.order.id}/send`);
    const over = await receive(s.order.id, [{ item_id: s.itemId, quantity: 11, unit_cost: 900 }]);
    expect(over.statusCode).toBe(409);
    expect(over.json().fields).toEqual({ "items.0.quantity": purchaseMessages.overReceipt(10, 10) });
    expect(await productFigures(s.productId)).toEqual({ quantity: 100, on_order: 10 });

    const tolerant = await setUp(10, { over_receipt_percent: 10 });
    await call("POST", `/api/purchase-orders/${tolerant.order.id}/send`);
    const within = await receive(tolerant.order.id, [{ item_id: tolerant.itemId, quantity: 11, unit_cost: 900 }]);
    expect(within.statusCode, within.body).toBe(201);
    expect(await productFigures(tolerant.productId)).toEqual({ quantity: 111, on_order: 0 });
  });

  it("values the receipt at its cost in the kardex; a return to the supplier at the warehouse's average", async () => {
    const s = await setUp(50);
    await call("POST", `/api/purchase-orders/${s.order.id}/send`);
    const receipt = await receive(s.order.id, [{ item_id: s.itemId, quantity: 50, lot_number: "L2", unit_cost: 900 }]);
    // By hand: 100 UD at 600 + 50 UD at 900 = 105.000 pesos for 150 UD, an average of 700.
    const [purchase] = await movementsOf(s.productId, "PURCHASE");
    expect(purchase).toMatchObject({ quantity: 50, value_cents: 4_500_000, warehouse_balance_value_cents: 10_500_000 });

    const returned = await call("POST", `/api/purchase-receipts/${receipt.json().id}/returns`, {
      reason: "Empaques rotos",
      items: [{ product_id: s.productId, warehouse_id: s.warehouseId, lot_number: "l2", quantity: 10 }],
    });
    expect(returned.statusCode, returned.body).toBe(201);
    expect(returned.json().number).toMatch(/^DP-\d{6}$/);
    const [back] = await movementsOf(s.productId, "SUPPLIER_RETURN");
    expect(back).toMatchObject({ quantity: 10, value_cents: 700_000, reference: returned.json().id });
    const detail = (await call("GET", `/api/purchase-receipts/${receipt.json().id}`)).json();
    expect(detail).toMatchObject({
      number: receipt.json().number,
      order: { id: s.order.id, number: s.order.number },
      lines: [{ quantity: 50, returned: 10, lot_number: "L2" }],
      returns: [{ number: returned.json().number, reason: "Empaques rotos" }],
    });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("bounds returns by what the receipt brought and what the lot holds", async () => {
    const s = await setUp(20);
    await call("POST", `/api/purchase-orders/${s.order.id}/send`);
    const receipt = (
      await receive(s.order.id, [{ item_id: s.itemId, quantity: 20, lot_number: "R1", unit_cost: 900 }])
    ).json();
    const item = (quantity: number, lot = "R1") => ({
      product_id: s.productId,
      warehouse_id: s.warehouseId,
      lot_number: lot,
      quantity,
    });
    const url = `/api/purchase-receipts/${receipt.id}/returns`;
    const over = await call("POST", url, { reason: "x", items: [item(21)] });
    expect(over.statusCode).toBe(409);
    expect(over.json().fields).toEqual({ "items.0.quantity": purchaseMessages.overReturn(20) });
    const otherLot = await call("POST", url, { reason: "x", items: [item(1, "L1")] });
    expect(otherLot.json().fields).toEqual({ "items.0.product_id": purchaseMessages.returnLineUnknown });
    // The lot sold 15 of its 20 meanwhile: 5 can go back.
    await call("PUT", "/api/inventory/withdraw", {
      product_id: s.productId,
      warehouse_id: s.warehouseId,
      lot_number: "R1",
      quantity: 15,
      observation: "Venta de mostrador",
    });
    const short = await call("POST", url, { reason: "x", items: [item(6)] });
    expect(short.json().fields).toEqual({ "items.0.quantity": purchaseMessages.lotShort(5) });
    expect((await call("POST", url, { reason: "x", items: [item(5)] })).statusCode).toBe(201);
    expect(await stockViolations(t.app.db)).toEqual({ negativeLots: [], overFulfilled: [] });
  });

  it("two receipts of the same order racing cannot over-receive", async () => {
    const s = await setUp(40);
    await call("POST", `/api/purchase-orders/${s.order.id}/send`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        receive(s.order.id, [{ item_id: s.itemId, quantity: 10, lot_number: `P${i}`, unit_cost: 900 }]),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 201, 409, 409]);
    expect(await productFigures(s.productId)).toEqual({ quantity: 140, on_order: 0 });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("the purchases report", () => {
  it("sums what receipts brought in, by supplier, product and month, and exports it", async () => {
    const s = await setUp(40);
    await call("POST", `/api/purchase-orders/${s.order.id}/send`);
    await receive(s.order.id, [{ item_id: s.itemId, quantity: 10, lot_number: "M1", unit_cost: 900 }]);
    await receive(s.order.id, [{ item_id: s.itemId, quantity: 5, lot_number: "M2", unit_cost: 1000 }]);
    const bySupplier = (await call("GET", "/api/reports/purchases?group=supplier")).json();
    expect(bySupplier.data.find((row: { key: string }) => row.key === s.supplierId)).toMatchObject({
      receipts: 2,
      units: 15,
      amount: 14_000,
      detail: expect.any(String),
    });
    const byProduct = (await call("GET", "/api/reports/purchases?group=product")).json();
    expect(byProduct.data.find((row: { key: string }) => row.key === s.productId)).toMatchObject({
      units: 15,
      detail: s.sku,
    });
    const byMonth = (await call("GET", "/api/reports/purchases")).json();
    expect(byMonth.group).toBe("month");
    const summed = byMonth.data.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0);
    expect(summed).toBeCloseTo(byMonth.totals.amount, 2);
    expect(byMonth.totals.amount).toBeGreaterThanOrEqual(14_000);
    const file = await t.app.inject({
      url: "/api/reports/purchases?group=supplier&format=csv",
      headers: { cookie: admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain("Valor recibido");
    const reader = await signInWithPermissions(t.app, admin, ["purchases:read"]);
    expect((await call("GET", "/api/reports/purchases", undefined, reader.cookie)).statusCode).toBe(403);
    const bad = await call("GET", "/api/reports/purchases?from=2026-12-01&to=2026-11-01");
    expect(bad.statusCode).toBe(400);
  });
});

describe("lists, refusals and permissions", () => {
  it("lists orders newest first, searched by number or supplier, filtered by status", async () => {
    const s = await setUp(5);
    const search = async (query: string) =>
      (await call("GET", `/api/purchase-orders?${query}`)).json().data.map((o: { id: string }) => o.id);
    expect(await search(`search=${encodeURIComponent(s.order.number)}`)).toEqual([s.order.id]);
    const supplier = (await call("GET", `/api/suppliers/${s.supplierId}`)).json();
    expect(await search(`search=${encodeURIComponent(supplier.name)}`)).toEqual([s.order.id]);
    expect(await search(`supplier_id=${s.supplierId}`)).toEqual([s.order.id]);
    expect(await search(`supplier_id=${s.supplierId}&status=SENT`)).toEqual([]);
    const all = (await call("GET", "/api/purchase-orders")).json();
    expect(all.data[0].id).toBe(s.order.id);
    const receipts = (await call("GET", "/api/purchase-receipts")).json();
    expect(receipts).toMatchObject({ page: 1, total_capped: false });
    const number = formatDocumentNumber("purchaseOrder", 1);
    expect(number).toBe("OC-000001");
  });

  it("filters orders by the business days they were placed on, with or without a search", async () => {
    const s = await setUp(5);
    const today = todayInBusinessZone();
    const ids = async (query: string) => {
      const reply = await call("GET", `/api/purchase-orders?${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().data.map((o: { id: string }) => o.id);
    };
    expect(await ids(`from=${today}&to=${today}`)).toContain(s.order.id);
    expect(await ids(`from=${today}&supplier_id=${s.supplierId}`)).toEqual([s.order.id]);
    expect(await ids(`to=${addDays(today, -1)}&supplier_id=${s.supplierId}`)).toEqual([]);
    expect(await ids(`from=${addDays(today, 1)}`)).toEqual([]);
    // A search within a filter matches within what the filter leaves.
    const number = encodeURIComponent(s.order.number);
    expect(await ids(`search=${number}&from=${today}`)).toEqual([s.order.id]);
    expect(await ids(`search=${number}&status=CANCELLED`)).toEqual([]);
    const inverted = await call("GET", `/api/purchase-orders?from=${today}&to=${addDays(today, -3)}`);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields).toHaveProperty("to");
    const wrong = await call("GET", "/api/purchase-orders?from=2026-02-30");
    expect(wrong.statusCode).toBe(400);
  });

  it("exports every order of the list and of a filter as xlsx and csv, as the pages show them", async () => {
    const s = await setUp(5);
    await call("POST", `/api/purchase-orders/${s.order.id}/send`);
    for (const url of ["/api/purchase-orders", `/api/purchase-orders?status=SENT&supplier_id=${s.supplierId}`]) {
      const pages = await allPages<{ number: string; status: string }>(t.app, admin, url);
      const { xlsx, csv } = await exportBoth(t.app, admin, url, "ordenes-de-compra");
      expect(xlsx.records.map((r) => r.Número)).toEqual(pages.map((o) => o.number));
      expect(csv.records.map((r) => r.Estado)).toEqual(pages.map((o) => purchaseOrderStatusLabels[o.status as "SENT"]));
    }
  });

  it("refuses an inactive supplier, an unknown product and a repeated one, writing nothing", async () => {
    const s = await setUp(5);
    await call("DELETE", `/api/suppliers/${s.supplierId}`);
    const before = (await call("GET", "/api/purchase-orders")).json().total;
    const inactive = await call("POST", "/api/purchase-orders", s.body);
    expect(inactive.json().fields).toEqual({ supplier_id: purchaseMessages.supplierUnavailable });
    const supplierId = await createSupplier();
    const unknown = await call("POST", "/api/purchase-orders", {
      ...s.body,
      supplier_id: supplierId,
      items: [s.body.items[0], { product_id: "00000000-0000-7000-8000-000000000000", quantity: 1, unit_cost: 1 }],
    });
    expect(unknown.json().fields).toEqual({ "items.1.product_id": purchaseMessages.productUnavailable });
    const repeated = await call("POST", "/api/purchase-orders", {
      ...s.body,
      supplier_id: supplierId,
      items: [s.body.items[0], s.body.items[0]],
    });
    expect(repeated.json().fields).toEqual({ "items.1.product_id": purchaseMessages.productRepeated });
    const empty = await call("POST", "/api/purchase-orders", { ...s.body, supplier_id: supplierId, items: [] });
    expect(empty.json().fields).toEqual({ items: purchaseMessages.linesRequired });
    expect((await call("GET", "/api/purchase-orders")).json().total).toBe(before);
    expect((await call("GET", "/api/purchase-orders/00000000-0000-7000-8000-000000000000")).statusCode).toBe(404);
  });

  it("reads with purchases:read, receives with purchases:receive, orders with purchases:create", async () => {
    const s = await setUp(5);
    const receiver = await signInWithPermissions(t.app, admin, ["purchases:read", "purchases:receive"]);
    expect((await call("GET", "/api/purchase-orders", undefined, receiver.cookie)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["POST", "/api/purchase-orders", s.body],
      ["PUT", `/api/purchase-orders/${s.order.id}`, s.body],
      ["POST", `/api/purchase-orders/${s.order.id}/send`, undefined],
      ["POST", `/api/purchase-orders/${s.order.id}/cancel`, { reason: "x" }],
      ["POST", `/api/purchase-orders/${s.order.id}/close`, { reason: "x" }],
    ] as const)
      expect((await call(method, url, body, receiver.cookie)).statusCode, `${method} ${url}`).toBe(403);
    await call("POST", `/api/purchase-orders/${s.order.id}/send`);
    const received = await receive(s.order.id, [{ item_id: s.itemId, quantity: 5, unit_cost: 900 }], receiver.cookie);
    expect(received.statusCode).toBe(201);
    const none = await signInWithPermissions(t.app, admin, ["dashboard:read"]);
    expect((await call("GET", "/api/purchase-receipts", undefined, none.cookie)).statusCode).toBe(403);
  });
});
