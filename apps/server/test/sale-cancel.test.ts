import { type SaleDetail, saleMessages } from "@inventario/shared/sales";
import { withdrawalMessages } from "@inventario/shared/withdrawals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInAppWithClient, createStockedProduct } from "./helpers/catalog";
import { stockViolations } from "./helpers/fault-load";
import { sendKeyed } from "./helpers/idempotency";
import { ledgerMismatches } from "./helpers/ledger";
import { injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions } from "./helpers/users";

// POST /api/sales/{id}/cancel: only while nothing was dispatched; the picking request becomes CANCELLED,
// releasing its reservation at once, and takes no more assignments.

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => ({ t, admin, clientId } = await createSignedInAppWithClient()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object) => injectAs(t.app, admin, method, url, payload);

async function sell(productId: string, quantity: number) {
  return call("POST", "/api/sale", {
    client_id: clientId,
    type: "RETAIL",
    currency: "COP",
    items: [{ product_id: productId, quantity, unit_price: 1000 }],
  });
}

/** A product with `stock` units in one warehouse, a sale of `quantity` of it and its picking item. */
async function pendingSale(stock: number, quantity: number) {
  const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: stock });
  const response = await sell(productId, quantity);
  expect(response.statusCode, response.body).toBe(201);
  const sale = response.json() as { id: string; number: string; withdrawal_id: string };
  const request = (await call("GET", `/api/withdrawals/${sale.withdrawal_id}`)).json();
  return { productId, warehouseId, sale, itemId: request.items[0].id as string };
}

const cancel = (saleId: string, reason = "El cliente desistió de la compra") =>
  call("POST", `/api/sales/${saleId}/cancel`, { reason });
const assign = (itemId: string, warehouseId: string, quantity: number) =>
  call("POST", "/api/withdrawals/assign-stock/bulk", {
    items: [{ withdrawal_item_id: itemId, assignments: [{ warehouse_id: warehouseId, quantity }] }],
  });

/** What a refused write must leave as it was: the sale, its request, its items and the product's lots. */
async function state(saleId: string, productId: string) {
  const sale = await t.app.db
    .selectFrom("sales")
    .select(["status", "cancelled_at", "cancelled_by", "cancel_reason", "withdrawal_id"])
    .where("id", "=", saleId)
    .executeTakeFirstOrThrow();
  const request = await t.app.db
    .selectFrom("withdrawals")
    .select(["status", "updated_at"])
    .where("id", "=", sale.withdrawal_id)
    .executeTakeFirstOrThrow();
  const items = await t.app.db
    .selectFrom("withdrawal_items")
    .select(["id", "fulfilled_quantity"])
    .where("withdrawal_id", "=", sale.withdrawal_id)
    .execute();
  const lots = await t.app.db
    .selectFrom("lots")
    .select(["id", "quantity"])
    .where("product_id", "=", productId)
    .orderBy("id")
    .execute();
  return { sale, request, items, lots };
}

describe("sale cancellation", () => {
  it("cancels a pending sale, records who, when and why, and its stock can be sold again at once", async () => {
    const { productId, sale } = await pendingSale(10, 10);
    const refused = await sell(productId, 1);
    expect(refused.statusCode).toBe(409);

    const before = Date.now();
    const response = await cancel(sale.id, "  Venta registrada dos veces  ");
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as SaleDetail;
    expect(detail).toMatchObject({
      id: sale.id,
      number: sale.number,
      status: "CANCELLED",
      withdrawal: { id: sale.withdrawal_id, status: "CANCELLED", dispatches: [] },
      cancellation: { by_name: "Administrador", reason: "Venta registrada dos veces" },
      lines: [{ product_id: productId, quantity: 10, dispatched: 0, returned: 0 }],
    });
    expect(Date.parse(detail.cancellation!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await call("GET", `/api/sales/${sale.id}`)).json()).toEqual(detail);
    expect((await call("GET", `/api/withdrawals/${sale.withdrawal_id}`)).json().status).toBe("CANCELLED");

    // The reservation is gone: the whole quantity sells again.
    const again = await sell(productId, 10);
    expect(again.statusCode, again.body).toBe(201);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("accepts the sale's number instead of its id", async () => {
    const { sale } = await pendingSale(5, 2);
    const response = await cancel(sale.number.replace(/^V-0+/, "V-"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: sale.id, status: "CANCELLED" });
  });

  it("refuses a cancelled sale again (409) and any assignment to its request (409), changing nothing", async () => {
    const { productId, warehouseId, sale, itemId } = await pendingSale(10, 4);
    expect((await cancel(sale.id)).statusCode).toBe(200);
    const before = await state(sale.id, productId);

    const twice = await cancel(sale.id, "Otra vez");
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: "CONFLICT", message: saleMessages.cancelled });
    const assigned = await assign(itemId, warehouseId, 4);
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().message).toBe(withdrawalMessages.cancelled);
    expect(await state(sale.id, productId)).toEqual(before);
  });

  it("refuses a sale partly or fully dispatched (409, register a return instead), changing nothing", async () => {
    const partly = await pendingSale(10, 4);
    expect((await assign(partly.itemId, partly.warehouseId, 1)).statusCode).toBe(200);
    const before = await state(partly.sale.id, partly.productId);
    const refused = await cancel(partly.sale.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(saleMessages.cannotCancelDispatched);
    expect(await state(partly.sale.id, partly.productId)).toEqual(before);
    expect(before.sale).toMatchObject({ status: "PENDING", cancelled_at: null });

    const fully = await pendingSale(10, 4);
    expect((await assign(fully.itemId, fully.warehouseId, 4)).json().status).toBe("COMPLETED");
    const completed = await cancel(fully.sale.id);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe(saleMessages.cannotCancelDispatched);
    expect((await call("GET", `/api/sales/${fully.sale.id}`)).json()).toMatchObject({
      status: "COMPLETED",
      cancellation: null,
    });
  });

  it("needs sales:cancel and a reason; 404 for an unknown sale; refusals change nothing", async () => {
    const { productId, sale } = await pendingSale(10, 3);
    const before = await state(sale.id, productId);
    const { cookie } = await signInWithPermissions(t.app, admin, ["sales:read"]);
    const forbidden = await injectAs(t.app, cookie, "POST", `/api/sales/${sale.id}/cancel`, { reason: "Sin permiso" });
    expect(forbidden.statusCode).toBe(403);

    const noReason = await call("POST", `/api/sales/${sale.id}/cancel`, { reason: "   " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: saleMessages.reasonRequired });
    const tooLong = await cancel(sale.id, "x".repeat(501));
    expect(tooLong.json().fields).toEqual({ reason: saleMessages.reasonTooLong });
    expect((await call("POST", `/api/sales/${sale.id}/cancel`, {})).statusCode).toBe(400);
    const unknown = await cancel("V-999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(saleMessages.notFound);
    expect(await state(sale.id, productId)).toEqual(before);

    const canceller = await signInWithPermissions(t.app, admin, ["sales:cancel"]);
    const allowed = await injectAs(t.app, canceller.cookie, "POST", `/api/sales/${sale.id}/cancel`, {
      reason: "Con permiso",
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().cancellation.by_name).toBe("Prueba Permisos");
  });

  it("answers a retried cancellation with the same Idempotency-Key as the first time", async () => {
    const { sale } = await pendingSale(10, 3);
    const send = () =>
      sendKeyed(t.app, admin, "POST", `/api/sales/${sale.id}/cancel`, { reason: "Reintento" }, "cancel-key-1");
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });
});

describe("cancellation racing an assignment (one app)", () => {
  it("ends with exactly one winner each time; stock, reservations and ledger exact", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: 200 });
    const outcomes = { cancelled: 0, assigned: 0 };
    for (let round = 0; round < 12; round++) {
      const created = (await sell(productId, 5)).json();
      const request = (await call("GET", `/api/withdrawals/${created.withdrawal_id}`)).json();
      const racers = [cancel(created.id), assign(request.items[0].id, warehouseId, round % 2 ? 5 : 2)];
      if (round % 3 === 0) racers.reverse();
      const answers = await Promise.all(racers);
      const byRoute = round % 3 === 0 ? [...answers].reverse() : answers;
      const [cancelAnswer, assignAnswer] = byRoute as [(typeof answers)[0], (typeof answers)[0]];
      const statuses = [cancelAnswer.statusCode, assignAnswer.statusCode].sort();
      expect(statuses, `round ${round}: ${cancelAnswer.body} ${assignAnswer.body}`).toEqual([200, 409]);
      const stored = (await call("GET", `/api/sales/${created.id}`)).json() as SaleDetail;
      if (cancelAnswer.statusCode === 200) {
        outcomes.cancelled += 1;
        expect(assignAnswer.json().message).toBe(withdrawalMessages.cancelled);
        expect([stored.status, stored.lines[0]?.dispatched]).toEqual(["CANCELLED", 0]);
      } else {
        outcomes.assigned += 1;
        expect(cancelAnswer.json().message).toBe(saleMessages.cannotCancelDispatched);
        expect(stored.status).toBe(round % 2 ? "COMPLETED" : "PENDING");
        expect(stored.cancellation).toBeNull();
      }
    }
    console.info(`cancel vs assign, one app: ${JSON.stringify(outcomes)}`);
    expect(outcomes.cancelled + outcomes.assigned).toBe(12);

    // What stays reserved is exactly what pending requests still need; the rest is sellable.
    const items = await t.app.db
      .selectFrom("withdrawal_items as i")
      .innerJoin("withdrawals as w", "w.id", "i.withdrawal_id")
      .select(["w.status", "i.requested_quantity", "i.fulfilled_quantity"])
      .where("i.product_id", "=", productId)
      .execute();
    const dispatched = items.reduce((sum, i) => sum + Number(i.fulfilled_quantity), 0);
    const reserved = items
      .filter((i) => i.status === "PENDING")
      .reduce((sum, i) => sum + Number(i.requested_quantity) - Number(i.fulfilled_quantity), 0);
    const product = (await call("GET", `/api/product/${productId}`)).json();
    expect(product.quantity).toBe(200 - dispatched);
    const rest = 200 - dispatched - reserved;
    expect((await sell(productId, rest + 1)).statusCode).toBe(409);
    expect((await sell(productId, rest)).statusCode).toBe(201);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    expect(await stockViolations(t.app.db)).toEqual({ negativeLots: [], overFulfilled: [] });
  });
});
