import { saleMessages } from "@inventario/shared/sales";
import { withdrawalMessages } from "@inventario/shared/withdrawals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInAppWithClient, createStockedProduct } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { injectAs, type Method, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => ({ t, admin, clientId } = await createSignedInAppWithClient()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object) => injectAs(t.app, admin, method, url, payload);

const sale = (items: Array<{ product_id: string; quantity: number; unit_price?: number }>, client = clientId) =>
  call("POST", "/api/sale", {
    client_id: client,
    type: "RETAIL",
    currency: "COP",
    items: items.map((i) => ({ unit_price: 1000, ...i })),
  });

const entry = (productId: string, warehouseId: string, lot: string, quantity: number, expiration: string | null) =>
  call("POST", "/api/inventory", {
    product_id: productId,
    warehouse_id: warehouseId,
    quantity,
    unit: "UD",
    costs: 500,
    lot_number: lot,
    expiration_date: expiration,
    min_stock: 0,
    max_stock: 1000,
  });

const lotsOf = (productId: string) =>
  t.app.db
    .selectFrom("lots")
    .select(["lot_number", "warehouse_id", "quantity"])
    .where("product_id", "=", productId)
    .orderBy("lot_key")
    .execute();

describe("sales", () => {
  it("registers the sale, its lines, total and a pending picking request by the signed-in employee", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    const response = await sale([
      { product_id: productId, quantity: 3, unit_price: 2500.5 },
      { product_id: productId, quantity: 2, unit_price: 9999 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    // Repeated product lines are merged.
    expect(created).toMatchObject({
      client_id: clientId,
      type: "RETAIL",
      currency: "COP",
      total: 12502.5,
      status: "PENDING",
      items: [{ product_id: productId, quantity: 5, unit_price: 2500.5, subtotal: 12502.5 }],
    });
    // The sale and its picking request share one number.
    expect(created.number).toMatch(/^V-\d{6}$/);
    expect(created.withdrawal_number).toBe(`A-${created.number.slice(2)}`);
    const picking = (await call("GET", `/api/withdrawals/${created.withdrawal_id}`)).json();
    expect(picking).toMatchObject({
      number: created.withdrawal_number,
      requested_by: "Administrador",
      status: "PENDING",
      items: [{ product_id: productId, requested_quantity: 5, fulfilled_quantity: 0 }],
    });
    expect((await call("GET", `/api/sale/${created.id}`)).json()).toEqual(created);
    const list = (await call("GET", "/api/withdrawals?search=ADMINISTRADOR")).json();
    expect(list.data.map((w: { id: string }) => w.id)).toContain(created.withdrawal_id);
  });

  it("validates the sale and stores nothing on error", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    const salesBefore = (await call("GET", "/api/sale")).json().total;
    const noClient = await call("POST", "/api/sale", {
      client_id: "",
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: productId, quantity: 1, unit_price: 1 }],
    });
    expect(noClient.json().fields).toEqual({ client_id: saleMessages.clientRequired });
    const noItems = await call("POST", "/api/sale", {
      client_id: clientId,
      type: "RETAIL",
      currency: "COP",
      items: [],
    });
    expect(noItems.json().fields).toEqual({ items: saleMessages.productsRequired });
    const wrongType = await call("POST", "/api/sale", {
      client_id: clientId,
      type: "WHOLESALE",
      currency: "USD",
      items: [{ product_id: productId, quantity: 1, unit_price: 1 }],
    });
    expect(Object.keys(wrongType.json().fields).sort()).toEqual(["currency", "type"]);
    expect((await sale([{ product_id: productId, quantity: 0 }])).statusCode).toBe(400);
    expect((await sale([{ product_id: productId, quantity: 1, unit_price: -5 }])).statusCode).toBe(400);
    const tooMany = await sale(Array.from({ length: 201 }, () => ({ product_id: productId, quantity: 1 })));
    expect(tooMany.statusCode).toBe(400);
    const unknownClient = await sale([{ product_id: productId, quantity: 1 }], "0000000001");
    expect(unknownClient.json().fields).toEqual({ client_id: saleMessages.clientUnavailable });
    const unknownProduct = await sale([{ product_id: "no-existe", quantity: 1 }]);
    expect(unknownProduct.statusCode).toBe(400);
    // Every refused sale left no sale behind.
    expect((await call("GET", "/api/sale")).json().total).toBe(salesBefore);
    const pending = await t.app.db
      .selectFrom("withdrawal_items")
      .select("id")
      .where("product_id", "=", productId)
      .execute();
    expect(pending).toEqual([]);
  });

  it("never promises stock already promised to pending picking requests", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    expect((await sale([{ product_id: productId, quantity: 60 }])).statusCode).toBe(201);
    const refused = await sale([{ product_id: productId, quantity: 41 }]);
    expect(refused.statusCode).toBe(409);
    const { name } = (await call("GET", `/api/product/${productId}`)).json();
    expect(refused.json().message).toBe(saleMessages.notAvailable(name, 40));
    expect((await sale([{ product_id: productId, quantity: 40 }])).statusCode).toBe(201);
    // Dispatching does not free anything: on hand and reservations fall together.
    const first = (await call("GET", "/api/withdrawals?page=1")).json().data[1].id;
    const item = (await call("GET", `/api/withdrawals/${first}`)).json().items[0];
    await call("POST", "/api/withdrawals/assign-stock/bulk", {
      items: [{ withdrawal_item_id: item.id, assignments: [{ warehouse_id: warehouseId, quantity: 60 }] }],
    });
    expect((await sale([{ product_id: productId, quantity: 1 }])).statusCode).toBe(409);
  });
});

describe("picking assignment", () => {
  async function pendingRequest(quantity: number) {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, {
      quantity: 10,
      lot_number: "L-NULL",
      expiration_date: null,
    });
    // Two more lots in the same warehouse: FEFO must take the one expiring first, then the next.
    await entry(productId, warehouseId, "L-LATE", 10, "2027-12-31");
    await entry(productId, warehouseId, "L-SOON", 10, "2026-12-31");
    const created = (await sale([{ product_id: productId, quantity }])).json();
    const withdrawal = (await call("GET", `/api/withdrawals/${created.withdrawal_id}`)).json();
    return { productId, warehouseId, withdrawalId: withdrawal.id as string, itemId: withdrawal.items[0].id as string };
  }
  const assign = (itemId: string, assignments: Array<{ warehouse_id: string; quantity: number }>) =>
    call("POST", "/api/withdrawals/assign-stock/bulk", { items: [{ withdrawal_item_id: itemId, assignments }] });

  /** Statuses of a concurrent burst: each call succeeded or was refused with a 409, none failed. */
  const expectOnlyRefusals = (statuses: number[]) =>
    expect(
      statuses.every((s) => s === 200 || s === 201 || s === 409),
      statuses.join(","),
    ).toBe(true);

  /**
   * After a burst: no lot negative, no item over-fulfilled, and the product's lots hold exactly the
   * initial stock minus what its items got. Returns what its items asked for and got.
   */
  async function stockAfterBurst(productId: string, initialStock: number) {
    const lots = await lotsOf(productId);
    expect(lots.every((l) => l.quantity >= 0)).toBe(true);
    const items = await t.app.db
      .selectFrom("withdrawal_items")
      .select(["requested_quantity", "fulfilled_quantity"])
      .where("product_id", "=", productId)
      .execute();
    expect(items.every((i) => i.fulfilled_quantity <= i.requested_quantity)).toBe(true);
    const dispatched = items.reduce((sum, i) => sum + i.fulfilled_quantity, 0);
    expect(lots.reduce((sum, l) => sum + l.quantity, 0)).toBe(initialStock - dispatched);
    return { promised: items.reduce((sum, i) => sum + i.requested_quantity, 0), dispatched };
  }

  it("takes stock FEFO (earliest expiration, no expiration last) with one OUT movement per lot", async () => {
    const { productId, warehouseId, withdrawalId, itemId } = await pendingRequest(25);
    const response = await assign(itemId, [{ warehouse_id: warehouseId, quantity: 15 }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "PENDING", items: [{ fulfilled_quantity: 15 }] });
    expect((await lotsOf(productId)).map((l) => [l.lot_number, l.quantity])).toEqual([
      ["L-LATE", 5],
      ["L-NULL", 10],
      ["L-SOON", 0],
    ]);
    const outs = (await call("GET", `/api/movement?product_id=${productId}`))
      .json()
      .data.filter((m: { type: string }) => m.type === "OUT");
    expect(
      outs.map((m: { lot_number: string; quantity: number; reference: string }) => [
        m.lot_number,
        m.quantity,
        m.reference,
      ]),
    ).toEqual([
      ["L-LATE", 5, withdrawalId],
      ["L-SOON", 10, withdrawalId],
    ]);

    const rest = await assign(itemId, [{ warehouse_id: warehouseId, quantity: 10 }]);
    expect(rest.json()).toMatchObject({
      status: "COMPLETED",
      items: [{ requested_quantity: 25, fulfilled_quantity: 25 }],
    });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("assigns one item from two warehouses in one call", async () => {
    const { productId, warehouseId, itemId } = await pendingRequest(25);
    const other = (await call("POST", "/api/warehouse", { name: `Bodega ${uniqueIdentification()}` })).json().id;
    await entry(productId, other, "L-B", 20, null);
    const response = await assign(itemId, [
      { warehouse_id: warehouseId, quantity: 20 },
      { warehouse_id: other, quantity: 5 },
    ]);
    expect(response.json().status).toBe("COMPLETED");
    const lots = await lotsOf(productId);
    expect(lots.find((l) => l.warehouse_id === other)?.quantity).toBe(15);
    expect(lots.reduce((sum, l) => sum + l.quantity, 0)).toBe(25);
  });

  it("refuses the whole call, changing nothing, on every rule", async () => {
    const { productId, warehouseId, withdrawalId, itemId } = await pendingRequest(12);
    const before = await lotsOf(productId);
    const overItem = await assign(itemId, [{ warehouse_id: warehouseId, quantity: 13 }]);
    expect(overItem.statusCode).toBe(409);
    expect(overItem.json().message).toBe(withdrawalMessages.overAssigned(12));
    const repeated = await assign(itemId, [
      { warehouse_id: warehouseId, quantity: 1 },
      { warehouse_id: warehouseId, quantity: 1 },
    ]);
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().message).toBe(withdrawalMessages.repeatedWarehouse);
    const empty = (await call("POST", "/api/warehouse", { name: `Vacía ${uniqueIdentification()}` })).json();
    const noStock = await assign(itemId, [
      { warehouse_id: warehouseId, quantity: 5 },
      { warehouse_id: empty.id, quantity: 1 },
    ]);
    expect(noStock.statusCode).toBe(409);
    expect(noStock.json()).toEqual({
      code: "INSUFFICIENT_STOCK",
      message: withdrawalMessages.notEnoughInWarehouse(empty.name, 0),
    });
    expect(
      (
        await call("POST", "/api/withdrawals/assign-stock/bulk", {
          items: [{ withdrawal_item_id: "no-existe", assignments: [{ warehouse_id: warehouseId, quantity: 1 }] }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await assign(itemId, [{ warehouse_id: warehouseId, quantity: 0 }])).statusCode).toBe(400);

    // Nothing moved: the failed 5-unit dispatch from the first warehouse was rolled back.
    expect(await lotsOf(productId)).toEqual(before);
    expect((await call("GET", `/api/withdrawals/${withdrawalId}`)).json().items[0].fulfilled_quantity).toBe(0);

    expect((await assign(itemId, [{ warehouse_id: warehouseId, quantity: 12 }])).json().status).toBe("COMPLETED");
    const completed = await assign(itemId, [{ warehouse_id: warehouseId, quantity: 1 }]);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe(withdrawalMessages.completed);
  });

  it("refuses items of another request (400) or unknown ones (404), changing nothing", async () => {
    const first = await pendingRequest(5);
    const second = await pendingRequest(5);
    const before = [await lotsOf(first.productId), await lotsOf(second.productId)];
    const bulk = (secondItemId: string) =>
      call("POST", "/api/withdrawals/assign-stock/bulk", {
        items: [
          { withdrawal_item_id: first.itemId, assignments: [{ warehouse_id: first.warehouseId, quantity: 5 }] },
          { withdrawal_item_id: secondItemId, assignments: [{ warehouse_id: second.warehouseId, quantity: 5 }] },
        ],
      });
    const mixed = await bulk(second.itemId);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(withdrawalMessages.mixedRequests);
    const unknown = await bulk("no-existe");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(withdrawalMessages.itemNotFound);
    expect([await lotsOf(first.productId), await lotsOf(second.productId)]).toEqual(before);
    for (const { withdrawalId } of [first, second]) {
      const request = (await call("GET", `/api/withdrawals/${withdrawalId}`)).json();
      expect([request.status, request.items[0].fulfilled_quantity]).toEqual(["PENDING", 0]);
    }
  });

  it("concurrent sales and multi-item assignments over the same products, listed in both orders: no deadlock, no oversell", async () => {
    const a = await createStockedProduct(t.app, admin, { quantity: 300 });
    const b = await createStockedProduct(t.app, admin, { quantity: 300 });
    const warehouseOf = new Map([a, b].map((p) => [p.productId, p.warehouseId]));
    const requests: Array<{ items: Array<{ id: string; product_id: string }> }> = [];
    for (let i = 0; i < 12; i++) {
      const lines = (i % 2 ? [a, b] : [b, a]).map((p) => ({ product_id: p.productId, quantity: 6 }));
      const created = (await sale(lines)).json();
      requests.push((await call("GET", `/api/withdrawals/${created.withdrawal_id}`)).json());
    }
    // Each request assigned twice at once (one of the two must be refused), with sales of both products.
    const burst = requests.flatMap((request, i) => {
      const items = (i % 3 ? request.items : [...request.items].reverse()).map((item) => ({
        withdrawal_item_id: item.id,
        assignments: [{ warehouse_id: warehouseOf.get(item.product_id)!, quantity: 6 }],
      }));
      const lines = [a, b].map((p) => ({ product_id: p.productId, quantity: 1 + (i % 3) }));
      return [
        call("POST", "/api/withdrawals/assign-stock/bulk", { items }),
        sale(i % 2 ? lines : lines.reverse()),
        call("POST", "/api/withdrawals/assign-stock/bulk", { items }),
      ];
    });
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expectOnlyRefusals(statuses);
    expect(statuses.filter((s) => s === 200).length).toBe(requests.length);
    for (const { productId } of [a, b]) {
      expect((await stockAfterBurst(productId, 300)).dispatched).toBe(6 * requests.length);
    }
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("100 concurrent sales and assignments: no lot negative, no item over-fulfilled, nothing over-promised", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: 200 });
    const initialStock = 200;
    // Some open requests to assign against, then a burst of sales and assignments at once.
    const openItems: string[] = [];
    for (let i = 0; i < 10; i++) {
      const created = (await sale([{ product_id: productId, quantity: 8 }])).json();
      openItems.push((await call("GET", `/api/withdrawals/${created.withdrawal_id}`)).json().items[0].id);
    }
    const burst = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? sale([{ product_id: productId, quantity: 1 + (i % 7) }])
        : assign(openItems[i % openItems.length]!, [{ warehouse_id: warehouseId, quantity: 1 + (i % 5) }]),
    );
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expectOnlyRefusals(statuses);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);

    const { promised } = await stockAfterBurst(productId, initialStock);
    expect(promised).toBeLessThanOrEqual(initialStock);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});
