import { cashSessionMessages } from "@inventario/shared/cash-sessions";
import { paymentMessages } from "@inventario/shared/sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkInvariants } from "../src/db/verify/check";
import { saveBusiness } from "./helpers/business-settings";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { exportBoth, pick } from "./helpers/export-files";
import { countSales } from "./helpers/sale-invariants";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";
import { signInWithPermissions } from "./helpers/users";

/**
 * Issue 35, 'Caja': a shift opened with its base takes the payments of its employee's sales, the refunds
 * they give and their cash movements; closing compares expected with counted per method, once, and the
 * shift is read-only after. Figures checked against hand-computed ones.
 */
let t: TestApp;
let admin: string;
let clientId: string;
let productId: string;
let warehouseId: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  clientId = await createClient(t.app, admin);
  ({ productId, warehouseId } = await createStockedProduct(t.app, admin, { price: 12_500, tax_class: "IVA_19" }));
});
afterAll(() => t.close());

const call = (cookie: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  injectAs(t.app, cookie, method, url, payload);

/** `quantity` × $12.500, paid as given. */
const sell = (cookie: string, quantity: number, payments?: unknown) =>
  call(cookie, "POST", "/api/sale", {
    client_id: clientId,
    type: "RETAIL",
    currency: "COP",
    items: [{ product_id: productId, quantity, unit_price: 12_500 }],
    ...(payments === undefined ? {} : { payments }),
  });

async function openShift(cookie: string, opening_amount: number) {
  const response = await call(cookie, "POST", "/api/cash-sessions", { opening_amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const method = (shift: { methods: Array<{ method: string }> }, name: string) =>
  shift.methods.find((figure) => figure.method === name);

const setRequireCashSession = (required: boolean) => saveBusiness(t.app, admin, { require_cash_session: required });

describe("a shift's life", () => {
  let cashier: string;
  let shiftId: string;

  it("opens with its base, once per employee", async () => {
    ({ cookie: cashier } = await signInWithPermissions(t.app, admin, [
      "cash:operate",
      "sales:create",
      "sales:read",
      "sales:cancel",
    ]));
    expect((await call(cashier, "GET", "/api/cash-sessions/current")).json()).toEqual({ session: null });
    const shift = await openShift(cashier, 200_000);
    shiftId = shift.id;
    expect(shift).toMatchObject({
      status: "OPEN",
      opening_amount: 200_000,
      expected_cash: 200_000,
      difference: null,
      sales_count: 0,
      methods: [{ method: "CASH", sales: 0, refunds: 0, expected: 200_000, counted: null, difference: null }],
      movements: [],
    });
    const again = await call(cashier, "POST", "/api/cash-sessions", { opening_amount: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cashSessionMessages.alreadyOpen);
    expect((await call(cashier, "GET", "/api/cash-sessions/current")).json().session.id).toBe(shiftId);
  });

  it("refuses a bad base with the field's message", async () => {
    for (const opening_amount of [-1, "mil", 0.001, null]) {
      const response = await call(admin, "POST", "/api/cash-sessions", { opening_amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.opening_amount).toBe(cashSessionMessages.openingInvalid);
    }
  });

  it("takes the payments of its employee's sales: cash net of change, cards as paid", async () => {
    // 3 × $12.500 = $37.500: $20.000 debit, $50.000 cash → $32.500 change; 1 × $12.500 by Nequi.
    expect(
      (
        await sell(cashier, 3, [
          { method: "DEBIT_CARD", amount: 20_000 },
          { method: "CASH", amount: 50_000 },
        ])
      ).statusCode,
    ).toBe(201);
    expect((await sell(cashier, 1, [{ method: "NEQUI", amount: 12_500 }])).statusCode).toBe(201);
    expect((await sell(cashier, 1)).statusCode).toBe(201);
    // The admin has no open shift: their sale is in no shift.
    expect((await sell(admin, 1, [{ method: "CASH", amount: 12_500 }])).statusCode).toBe(201);

    const shift = (await call(cashier, "GET", `/api/cash-sessions/${shiftId}`)).json();
    expect(shift).toMatchObject({
      sales_count: 3,
      sales_total: 62_500,
      change_given: 32_500,
      expected_cash: 217_500,
      taxes: [{ tax_class: "IVA_19", base: 52_521.01, tax: 9_978.99 }],
    });
    expect(shift.methods).toEqual([
      { method: "CASH", sales: 50_000, refunds: 0, expected: 217_500, counted: null, difference: null },
      { method: "DEBIT_CARD", sales: 20_000, refunds: 0, expected: 20_000, counted: null, difference: null },
      { method: "NEQUI", sales: 12_500, refunds: 0, expected: 12_500, counted: null, difference: null },
    ]);
  });

  it("records cash in and out with its reason; never more out than the drawer holds", async () => {
    const url = `/api/cash-sessions/${shiftId}/movements`;
    const entry = await call(cashier, "POST", url, { type: "IN", amount: 50_000, reason: "Cambio (sencillo)" });
    expect(entry.statusCode, entry.body).toBe(201);
    const exit = await call(cashier, "POST", url, { type: "OUT", amount: 30_000, reason: "Pago a proveedor" });
    expect(exit.json()).toMatchObject({ cash_in: 50_000, cash_out: 30_000, expected_cash: 237_500 });
    expect(exit.json().movements).toMatchObject([
      { type: "IN", amount: 50_000, reason: "Cambio (sencillo)" },
      { type: "OUT", amount: 30_000, reason: "Pago a proveedor" },
    ]);

    const tooMuch = await call(cashier, "POST", url, { type: "OUT", amount: 237_500.01, reason: "Consignación" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(cashSessionMessages.cashOutTooMuch(237_500));
    const bad = await call(cashier, "POST", url, { type: "SIDEWAYS", amount: 0, reason: "  " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      type: cashSessionMessages.typeInvalid,
      amount: cashSessionMessages.amountInvalid,
      reason: cashSessionMessages.reasonRequired,
    });
    const shift = (await call(cashier, "GET", `/api/cash-sessions/${shiftId}`)).json();
    expect(shift.movements).toHaveLength(2);
  });

  it("gives a cancelled sale's money back out of the canceller's shift, by the method paid", async () => {
    const sale = (await sell(cashier, 2, [{ method: "CASH", amount: 30_000 }])).json();
    const before = (await call(cashier, "GET", `/api/cash-sessions/${shiftId}`)).json();
    expect(before.expected_cash).toBe(237_500 + 25_000);
    const cancelled = await call(cashier, "POST", `/api/sales/${sale.id}/cancel`, { reason: "El cliente desistió" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await call(cashier, "GET", `/api/cash-sessions/${shiftId}`)).json();
    expect(after.expected_cash).toBe(237_500);
    expect(method(after, "CASH")).toMatchObject({ sales: 80_000, refunds: 25_000 });
    // Its receipt stays among the shift's; its IVA is owed no more.
    expect(after).toMatchObject({ sales_count: 4, taxes: [{ tax_class: "IVA_19", base: 52_521.01, tax: 9_978.99 }] });
    const detail = (await call(cashier, "GET", `/api/sales/${sale.id}`)).json();
    expect(detail).toMatchObject({ total: 25_000, net_total: 0, returned_amount: 0 });
    expect(detail.cancellation.refunds).toEqual([
      { method: "CASH", amount: 25_000, cash_session_number: after.number },
    ]);
  });

  it("belongs to its employee: others may not move or close it, nor read it without cash:read", async () => {
    const { cookie: other } = await signInWithPermissions(t.app, admin, ["cash:operate"]);
    const move = await call(other, "POST", `/api/cash-sessions/${shiftId}/movements`, {
      type: "IN",
      amount: 1,
      reason: "Prueba",
    });
    expect(move.statusCode).toBe(403);
    expect(move.json().message).toBe(cashSessionMessages.notYours);
    expect((await call(other, "POST", `/api/cash-sessions/${shiftId}/close`, { counted: [] })).statusCode).toBe(403);
    expect((await call(other, "GET", `/api/cash-sessions/${shiftId}`)).statusCode).toBe(404);
    expect((await call(other, "GET", "/api/cash-sessions")).json().data).toEqual([]);

    const { cookie: reader } = await signInWithPermissions(t.app, admin, ["cash:read"]);
    expect((await call(reader, "GET", `/api/cash-sessions/${shiftId}`)).statusCode).toBe(200);
    expect((await call(reader, "GET", "/api/cash-sessions/current")).statusCode).toBe(403);
    const list = (await call(reader, "GET", "/api/cash-sessions?status=OPEN")).json();
    expect(list.data.map((row: { id: string }) => row.id)).toContain(shiftId);

    const { cookie: nobody } = await signInWithPermissions(t.app, admin, ["sales:read"]);
    expect((await call(nobody, "GET", "/api/cash-sessions")).statusCode).toBe(403);
    expect((await call(nobody, "POST", "/api/cash-sessions", { opening_amount: 0 })).statusCode).toBe(403);
  });

  it("closes once: expected against counted per method, then read-only", async () => {
    const badClose = await call(cashier, "POST", `/api/cash-sessions/${shiftId}/close`, {
      counted: [
        { method: "CASH", amount: 1 },
        { method: "CASH", amount: 2 },
      ],
    });
    expect(badClose.statusCode).toBe(400);
    expect(badClose.json().fields.counted).toBe(cashSessionMessages.methodRepeated);

    const closed = await call(cashier, "POST", `/api/cash-sessions/${shiftId}/close`, {
      counted: [
        { method: "CASH", amount: 235_000 },
        { method: "DEBIT_CARD", amount: 20_000 },
        { method: "NEQUI", amount: 12_500 },
      ],
      note: "Faltó sencillo",
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      status: "CLOSED",
      expected_cash: 237_500,
      difference: -2_500,
      note: "Faltó sencillo",
      sales_count: 4,
    });
    expect(closed.json().closed_at).not.toBeNull();
    expect(method(closed.json(), "CASH")).toMatchObject({ expected: 237_500, counted: 235_000, difference: -2_500 });
    expect(method(closed.json(), "DEBIT_CARD")).toMatchObject({ expected: 20_000, counted: 20_000, difference: 0 });

    const again = await call(cashier, "POST", `/api/cash-sessions/${shiftId}/close`, { counted: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cashSessionMessages.closed);
    const move = await call(cashier, "POST", `/api/cash-sessions/${shiftId}/movements`, {
      type: "IN",
      amount: 1,
      reason: "Tarde",
    });
    expect(move.statusCode).toBe(409);

    // A sale after the closing belongs to no shift; the closed one's figures stay.
    expect((await sell(cashier, 1, [{ method: "CASH", amount: 12_500 }])).statusCode).toBe(201);
    expect((await call(cashier, "GET", `/api/cash-sessions/${shiftId}`)).json()).toMatchObject({
      sales_count: 4,
      expected_cash: 237_500,
      difference: -2_500,
    });
    expect((await call(cashier, "GET", "/api/cash-sessions/current")).json()).toEqual({ session: null });
    const list = (await call(cashier, "GET", "/api/cash-sessions")).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: shiftId, status: "CLOSED", difference: -2_500 }] });

    // The export: the cashier's own shifts, as the list; the figures as frozen at the closing.
    const { xlsx } = await exportBoth(t.app, cashier, "/api/cash-sessions", "cajas");
    expect(pick(xlsx.records, ["Caja N.º", "Estado", "Base", "Efectivo esperado", "Diferencia", "Nota"])).toEqual([
      {
        "Caja N.º": list.data[0].number,
        Estado: "Cerrada",
        Base: 200_000,
        "Efectivo esperado": 237_500,
        Diferencia: -2_500,
        Nota: "Faltó sencillo",
      },
    ]);
  });

  it("answers 404 for an unknown shift and 400 for a bad filter", async () => {
    expect((await call(admin, "GET", "/api/cash-sessions/00000000-0000-7000-8000-000000000000")).statusCode).toBe(404);
    expect((await call(admin, "GET", "/api/cash-sessions?status=MAYBE")).statusCode).toBe(400);
  });
});

describe("a return's refund", () => {
  it("comes out of the shift of whoever takes the goods back, in the reverse order of the payments", async () => {
    const { cookie: clerk } = await signInWithPermissions(t.app, admin, [
      "cash:operate",
      "sales:create",
      "sales:read",
      "sales:return",
    ]);
    const shift = await openShift(clerk, 0);
    // 4 × $12.500 = $50.000: $30.000 by card, then $20.000 cash.
    const sale = (
      await sell(clerk, 4, [
        { method: "CREDIT_CARD", amount: 30_000 },
        { method: "CASH", amount: 20_000 },
      ])
    ).json();
    const item = (
      await t.app.db
        .selectFrom("withdrawal_items")
        .select("id")
        .where("withdrawal_id", "=", sale.withdrawal_id)
        .executeTakeFirstOrThrow()
    ).id;
    const assigned = await call(admin, "POST", "/api/withdrawals/assign-stock/bulk", {
      items: [{ withdrawal_item_id: item, assignments: [{ warehouse_id: warehouseId, quantity: 4 }] }],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const lot = (
      await t.app.db
        .selectFrom("lots")
        .select("lot_number")
        .where("product_id", "=", productId)
        .executeTakeFirstOrThrow()
    ).lot_number;
    const giveBack = (quantity: number) =>
      call(clerk, "POST", `/api/sales/${sale.id}/returns`, {
        reason: "No le sirvió",
        items: [{ product_id: productId, warehouse_id: warehouseId, lot_number: lot, quantity, restock: true }],
      });
    // 1 unit = $12.500: all cash (the last payment). Then 2 units = $25.000: $7.500 cash left, $17.500 card.
    expect((await giveBack(1)).statusCode).toBe(201);
    expect((await giveBack(2)).statusCode).toBe(201);
    const figures = (await call(clerk, "GET", `/api/cash-sessions/${shift.id}`)).json();
    expect(method(figures, "CASH")).toMatchObject({ sales: 20_000, refunds: 20_000, expected: 0 });
    expect(method(figures, "CREDIT_CARD")).toMatchObject({ sales: 30_000, refunds: 17_500, expected: 12_500 });
    const detail = (await call(clerk, "GET", `/api/sales/${sale.id}`)).json();
    expect(detail).toMatchObject({ total: 50_000, returned_amount: 37_500, net_total: 12_500 });
    expect(detail.returns.map((r: { amount: number; refunds: unknown }) => [r.amount, r.refunds])).toEqual([
      [12_500, [{ method: "CASH", amount: 12_500, cash_session_number: shift.number }]],
      [
        25_000,
        [
          { method: "CASH", amount: 7_500, cash_session_number: shift.number },
          { method: "CREDIT_CARD", amount: 17_500, cash_session_number: shift.number },
        ],
      ],
    ]);
  });
});

describe("'Abre la caja antes de registrar ventas en efectivo'", () => {
  afterAll(() => setRequireCashSession(false));

  it("refuses cash without an open shift and a sale without payments; card alone goes through", async () => {
    await setRequireCashSession(true);
    const { cookie: seller } = await signInWithPermissions(t.app, admin, ["sales:create", "cash:operate"]);
    const before = await countSales(t.app.db);
    const cash = await sell(seller, 1, [{ method: "CASH", amount: 12_500 }]);
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe(cashSessionMessages.requiredForCash);
    const unpaid = await sell(seller, 1);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().fields.payments).toBe(paymentMessages.required);
    expect(await countSales(t.app.db)).toBe(before);
    expect((await sell(seller, 1, [{ method: "DEBIT_CARD", amount: 12_500 }])).statusCode).toBe(201);

    await openShift(seller, 10_000);
    // With a shift open too: a sale without its payments would leave its money out of the shift.
    const unpaidInShift = await sell(seller, 1);
    expect(unpaidInShift.statusCode).toBe(400);
    expect(unpaidInShift.json().fields.payments).toBe(paymentMessages.required);
    const paid = await sell(seller, 1, [{ method: "CASH", amount: 20_000 }]);
    expect(paid.statusCode, paid.body).toBe(201);
    const { session } = (await call(seller, "GET", "/api/cash-sessions/current")).json();
    expect(session).toMatchObject({ sales_count: 1, expected_cash: 10_000 + 12_500 });
  });
});

describe("npm run db:verify over the counter's money", () => {
  const cashBreaks = async () =>
    Object.fromEntries(
      (await checkInvariants(t.app.db))
        .filter((result) => result.key === "sale-payments" || result.key === "cash-session-expected")
        .map((result) => [result.key, result.examples.map((row) => [row.id, row.figure ?? null]).sort()]),
    );

  it("finds nothing on what the routes wrote, and names a shift's frozen figure or a sale's payment changed behind their back", async () => {
    expect(await cashBreaks()).toEqual({ "sale-payments": [], "cash-session-expected": [] });
    const count = await t.app.db
      .selectFrom("cash_session_counts")
      .select(["cash_session_id", "method"])
      .where("method", "=", "DEBIT_CARD")
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable("cash_session_counts")
      .set((eb) => ({ expected_cents: eb("expected_cents", "+", 1) }))
      .where("cash_session_id", "=", count.cash_session_id)
      .where("method", "=", "DEBIT_CARD")
      .execute();
    const payment = await t.app.db
      .selectFrom("sale_payments")
      .select(["id", "sale_id"])
      .where("method", "=", "NEQUI")
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable("sale_payments").set({ amount_cents: 1 }).where("id", "=", payment.id).execute();
    expect(await cashBreaks()).toEqual({
      "sale-payments": [[payment.sale_id, null]],
      "cash-session-expected": [
        [count.cash_session_id, "DEBIT_CARD"],
        // The Nequi sale was in the same shift: its frozen Nequi figure no longer matches its rows either.
        [count.cash_session_id, "NEQUI"],
      ],
    });
  });
});

describe("cash exits racing", () => {
  it("never take together more than the drawer holds", async () => {
    const { cookie } = await signInWithPermissions(t.app, admin, ["cash:operate"]);
    const shift = await openShift(cookie, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(cookie, "POST", `/api/cash-sessions/${shift.id}/movements`, {
          type: "OUT",
          amount: 30_000,
          reason: "Consignación",
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    const after = (await call(cookie, "GET", `/api/cash-sessions/${shift.id}`)).json();
    expect(after).toMatchObject({ cash_out: 90_000, expected_cash: 10_000 });
  });
});

describe("two openings racing", () => {
  it("open one shift: the other gets the 409", async () => {
    const { cookie } = await signInWithPermissions(t.app, admin, ["cash:operate"]);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => call(cookie, "POST", "/api/cash-sessions", { opening_amount: 0 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().message).toBe(cashSessionMessages.alreadyOpen);
  });
});
