import { addDays, alertMessages, MAX_WRITE_OFF_LOTS } from "@inventario/shared/alerts";
import { todayInBusinessZone } from "@inventario/shared/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEntry, alertPage, alertSummary, createWarehouse, lotsOf, movementsOf } from "./helpers/alerts";
import { createStockedProduct } from "./helpers/catalog";
import { expectSameAnswer, footprint, newKey, sendKeyed } from "./helpers/idempotency";
import { ledgerMismatches } from "./helpers/ledger";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";
import { signInWithPermissions } from "./helpers/users";

/**
 * 'Dar de baja' (POST /api/inventory/write-off, issue 19): whole expired lots out with one WITHDRAWAL
 * each referencing 'Vencido', all or nothing, behind inventory:withdraw, replayable by idempotency key.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const today = () => todayInBusinessZone();
const writeOff = (body: object, cookie = admin) => injectAs(t.app, cookie, "POST", "/api/inventory/write-off", body);
type LotRef = { product_id: string; warehouse_id: string; lot_number: string | null };
const ref = (productId: string, warehouseId: string, lot: string | null = "L1"): LotRef => ({
  product_id: productId,
  warehouse_id: warehouseId,
  lot_number: lot,
});

/** A product whose first lot L1 (in its own warehouse) expired `daysAgo` days ago. */
const expiredProduct = (quantity: number, daysAgo = 1) =>
  createStockedProduct(t.app, admin, { quantity, expiration_date: addDays(today(), -daysAgo) });

const expiredRows = async (sku: string) => (await alertPage(t.app, admin, { kind: "expired", search: sku })).data;

describe("write-off", () => {
  it("takes the whole lot out with one WITHDRAWAL referencing 'Vencido: <reason>'; the lot leaves 'Vencidos'", async () => {
    const p = await expiredProduct(37, 3);
    expect((await expiredRows(p.sku)).map((row) => [row.lot_number, row.quantity])).toEqual([["L1", 37]]);
    const before = await alertSummary(t.app, admin);

    const response = await writeOff({ lots: [ref(p.productId, p.warehouseId)], reason: "  Revisión de bodega  " });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, lots: 1, quantity: 37 });

    const [lot] = await lotsOf(t.app, p.productId);
    expect(Number(lot?.quantity)).toBe(0);
    expect(await movementsOf(t.app, p.productId, "WITHDRAWAL")).toEqual([
      {
        lot_id: lot?.id,
        lot_number: "L1",
        warehouse_id: p.warehouseId,
        quantity: 37,
        reference: "Vencido: Revisión de bodega",
      },
    ]);
    expect(await expiredRows(p.sku)).toEqual([]);
    expect((await alertSummary(t.app, admin)).expired).toBe(before.expired - 1);
    // The product's history shows it as a withdrawal ('Retiro') saying why.
    const history = await injectAs(t.app, admin, "GET", `/api/movement?product_id=${p.productId}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(
      history
        .json()
        .data.map((m: { type: string; quantity: number; reference_label: string }) => [
          m.type,
          m.quantity,
          m.reference_label,
        ]),
    ).toEqual([
      ["WITHDRAWAL", 37, "Vencido: Revisión de bodega"],
      ["IN", 37, "Inventario inicial"],
    ]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("without a reason (or a blank one) the reference is just 'Vencido'", async () => {
    const a = await expiredProduct(2);
    const b = await expiredProduct(3);
    expect((await writeOff({ lots: [ref(a.productId, a.warehouseId)] })).statusCode).toBe(200);
    expect((await writeOff({ lots: [ref(b.productId, b.warehouseId)], reason: "   " })).statusCode).toBe(200);
    expect((await movementsOf(t.app, a.productId, "WITHDRAWAL")).map((m) => [m.quantity, m.reference])).toEqual([
      [2, "Vencido"],
    ]);
    expect((await movementsOf(t.app, b.productId, "WITHDRAWAL")).map((m) => [m.quantity, m.reference])).toEqual([
      [3, "Vencido"],
    ]);
  });

  it("writes off several lots of several products and warehouses at once, one movement each", async () => {
    const a = await expiredProduct(10, 5);
    const b = await expiredProduct(20, 2);
    const second = await createWarehouse(t.app, admin);
    // A second expired lot of a, in another warehouse and without number, and a fresh lot that stays.
    await addEntry(t.app, admin, a.productId, second, 4, { lot: null, expiration: addDays(today(), -1) });
    await addEntry(t.app, admin, a.productId, a.warehouseId, 6, { lot: "FRESCO", expiration: addDays(today(), 10) });

    const response = await writeOff({
      lots: [ref(b.productId, b.warehouseId), ref(a.productId, second, null), ref(a.productId, a.warehouseId)],
      reason: "Lote dañado",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, lots: 3, quantity: 34 });

    const withdrawn = await movementsOf(t.app, a.productId, "WITHDRAWAL");
    expect(withdrawn.map((m) => [m.warehouse_id, m.lot_number, m.quantity, m.reference]).sort()).toEqual(
      [
        [a.warehouseId, "L1", 10, "Vencido: Lote dañado"],
        [second, null, 4, "Vencido: Lote dañado"],
      ].sort(),
    );
    expect((await movementsOf(t.app, b.productId, "WITHDRAWAL")).map((m) => m.quantity)).toEqual([20]);
    const lotsOfA = await lotsOf(t.app, a.productId);
    expect(lotsOfA.map((lot) => [lot.lot_number, Number(lot.quantity)]).sort()).toEqual(
      [
        ["FRESCO", 6],
        ["L1", 0],
        [null, 0],
      ].sort(),
    );
    expect(await expiredRows(a.sku)).toEqual([]);
    expect(await expiredRows(b.sku)).toEqual([]);
    // What is left is sellable stock, still listed as expiring.
    expect((await alertPage(t.app, admin, { kind: "expiring", search: a.sku })).data).toHaveLength(1);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("is all or nothing: a lot that is not expired (409) or unknown (404) leaves everything as it was", async () => {
    const a = await expiredProduct(8);
    const fresh = await createStockedProduct(t.app, admin, { quantity: 5, expiration_date: today() });
    const noDate = await createStockedProduct(t.app, admin, { quantity: 5, expiration_date: null });
    const snapshot = async () => [
      await footprint(t.app.db, a.productId),
      await footprint(t.app.db, fresh.productId),
      await footprint(t.app.db, noDate.productId),
    ];
    const before = await snapshot();
    const expiredLot = ref(a.productId, a.warehouseId);

    // Expiring today is not expired yet.
    const today_ = await writeOff({ lots: [expiredLot, ref(fresh.productId, fresh.warehouseId)] });
    expect(today_.statusCode, today_.body).toBe(409);
    expect(today_.json().message).toBe(alertMessages.notExpired("L1"));
    const undated = await writeOff({ lots: [ref(noDate.productId, noDate.warehouseId), expiredLot] });
    expect(undated.statusCode, undated.body).toBe(409);
    expect(undated.json().message).toBe(alertMessages.notExpired("L1"));

    const unknownLot = await writeOff({ lots: [expiredLot, ref(a.productId, a.warehouseId, "NOEXISTE")] });
    expect(unknownLot.statusCode, unknownLot.body).toBe(404);
    expect(unknownLot.json().message).toBe(alertMessages.lotNotFound("NOEXISTE"));
    const wrongWarehouse = await writeOff({ lots: [expiredLot, ref(a.productId, fresh.warehouseId)] });
    expect(wrongWarehouse.statusCode).toBe(404);
    const unnamed = await writeOff({ lots: [expiredLot, ref(a.productId, a.warehouseId, null)] });
    expect(unnamed.statusCode).toBe(404);
    expect(unnamed.json().message).toBe(alertMessages.lotNotFound("sin número"));
    const unknownProduct = await writeOff({ lots: [expiredLot, ref("no-such-product", a.warehouseId)] });
    expect(unknownProduct.statusCode).toBe(404);

    expect(await snapshot()).toEqual(before);
    expect((await expiredRows(a.sku)).map((row) => row.quantity)).toEqual([8]);

    // Written off, the lot is empty: writing it off again is refused.
    expect((await writeOff({ lots: [expiredLot] })).statusCode).toBe(200);
    const again = await writeOff({ lots: [expiredLot] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(alertMessages.emptyLot("L1"));
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("refuses an empty list, a repeated lot, too many lots and a long reason (400), writing nothing", async () => {
    const a = await expiredProduct(3);
    const before = await footprint(t.app.db, a.productId);
    const lot = ref(a.productId, a.warehouseId);

    const empty = await writeOff({ lots: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ lots: alertMessages.lotsRequired });
    const repeated = await writeOff({ lots: [lot, { ...lot, lot_number: "l1" }] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields).toEqual({ lots: alertMessages.repeatedLot });
    const tooMany = await writeOff({
      lots: Array.from({ length: MAX_WRITE_OFF_LOTS + 1 }, (_, i) => ref(a.productId, a.warehouseId, `L${i}`)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ lots: alertMessages.tooManyLots(MAX_WRITE_OFF_LOTS) });
    const longReason = await writeOff({ lots: [lot], reason: "x".repeat(201) });
    expect(longReason.statusCode).toBe(400);
    expect(longReason.json().fields).toEqual({ reason: alertMessages.reasonTooLong });
    expect((await writeOff({})).statusCode).toBe(400);

    expect(await footprint(t.app.db, a.productId)).toEqual(before);
  });

  it("needs inventory:withdraw (403 otherwise); inventory:withdraw alone is enough", async () => {
    const a = await expiredProduct(4);
    const reader = await signInWithPermissions(t.app, admin, ["alerts:read", "inventory:read", "inventory:create"]);
    const withdrawer = await signInWithPermissions(t.app, admin, ["inventory:withdraw"]);
    const body = { lots: [ref(a.productId, a.warehouseId)] };

    const refused = await writeOff(body, reader.cookie);
    expect(refused.statusCode).toBe(403);
    expect(Number((await lotsOf(t.app, a.productId))[0]?.quantity)).toBe(4);
    const allowed = await writeOff(body, withdrawer.cookie);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(Number((await lotsOf(t.app, a.productId))[0]?.quantity)).toBe(0);
  });

  it("of the same lots written off by several requests at once, exactly one succeeds", async () => {
    const a = await expiredProduct(12);
    const b = await expiredProduct(5);
    const body = { lots: [ref(a.productId, a.warehouseId), ref(b.productId, b.warehouseId)] };
    // Half the requests name the lots in the other order: the products are locked in id order anyway.
    const reversed = { lots: [...body.lots].reverse() };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => writeOff(i % 2 ? reversed : body)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((x) => x.statusCode === 409)) {
      expect(answer.json().message).toBe(alertMessages.emptyLot("L1"));
    }
    expect(await movementsOf(t.app, a.productId, "WITHDRAWAL")).toHaveLength(1);
    expect(await movementsOf(t.app, b.productId, "WITHDRAWAL")).toHaveLength(1);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("replays the same answer for a repeated idempotency key, writing once", async () => {
    const a = await expiredProduct(9);
    const b = await expiredProduct(1);
    const body = { lots: [ref(a.productId, a.warehouseId), ref(b.productId, b.warehouseId)], reason: "Reintento" };
    const key = newKey();
    const first = await sendKeyed(t.app, admin, "POST", "/api/inventory/write-off", body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ok: true, lots: 2, quantity: 10 });
    const after = await footprint(t.app.db, a.productId);

    const retry = await sendKeyed(t.app, admin, "POST", "/api/inventory/write-off", body, key);
    expectSameAnswer(first, retry);
    expect(await footprint(t.app.db, a.productId)).toEqual(after);
    expect(await movementsOf(t.app, a.productId, "WITHDRAWAL")).toHaveLength(1);
    expect(await movementsOf(t.app, b.productId, "WITHDRAWAL")).toHaveLength(1);

    // A new key is a new request: the lots are empty by now.
    const fresh = await sendKeyed(t.app, admin, "POST", "/api/inventory/write-off", body, newKey());
    expect(fresh.statusCode).toBe(409);
    // The same key with another body is refused, not replayed.
    const reused = await sendKeyed(t.app, admin, "POST", "/api/inventory/write-off", { ...body, reason: "Otro" }, key);
    expect(reused.statusCode).not.toBe(200);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});
