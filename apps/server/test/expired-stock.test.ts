import { addDays } from "@inventario/shared/alerts";
import { formatDateEsCo, todayInBusinessZone } from "@inventario/shared/dates";
import { saleMessages } from "@inventario/shared/sales";
import { withdrawalMessages } from "@inventario/shared/withdrawals";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addEntry,
  alertPage,
  assign,
  createWarehouse,
  firstItemId,
  lotsOf,
  movementsOf,
  saleBody,
  sellOne,
} from "./helpers/alerts";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { stockViolations } from "./helpers/fault-load";
import { ledgerMismatches } from "./helpers/ledger";
import { saleViolations } from "./helpers/sale-invariants";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";

/**
 * Expired stock is not sellable (issue 19): sales promise only what lots that are not expired hold,
 * picking skips expired lots (FEFO goes on to the next) or refuses naming the lot, the warehouses
 * offered for picking count no expired lot, and under concurrent sales, assignments and write-offs no
 * unit leaves an expired lot.
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
const sell = (productId: string, quantity: number) =>
  injectAs(t.app, admin, "POST", "/api/sale", saleBody(clientId, productId, quantity));
const warehouseName = async (id: string) =>
  (await t.app.db.selectFrom("warehouses").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name;
const byProducts = async (productIds: string[]) => {
  const response = await injectAs(t.app, admin, "POST", "/api/inventory/by-products", { product_ids: productIds });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** OUT movements taken from a lot whose expiration date is before today: must be none. */
const outOfExpiredLots = async () =>
  (
    await sql<{ id: string; lot_number: string | null; expiration_date: string }>`
      select m.id, l.lot_number, l.expiration_date from movements m join lots l on l.id = m.lot_id
      where m.type = 'OUT' and l.expiration_date < ${today()}`.execute(t.app.db)
  ).rows;

describe("expired stock is not sold", () => {
  it("a sale of more than the stock that is not expired is refused (409)", async () => {
    const p = await createStockedProduct(t.app, admin, {
      name: "Queso vencible",
      quantity: 7,
      expiration_date: addDays(today(), -1),
    });
    const second = await createWarehouse(t.app, admin);
    await addEntry(t.app, admin, p.productId, second, 5, { lot: "NUEVO", expiration: addDays(today(), 3) });
    await addEntry(t.app, admin, p.productId, second, 2, { lot: "SINFECHA", expiration: null });

    const refused = await sell(p.productId, 8);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(saleMessages.notAvailable("Queso vencible", 7));
    expect((await sell(p.productId, 7)).statusCode).toBe(201);
    const none = await sell(p.productId, 1);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(saleMessages.notAvailable("Queso vencible", 0));
  });

  it("a product whose only stock expired cannot be sold at all", async () => {
    const p = await createStockedProduct(t.app, admin, {
      name: "Pan vencido",
      quantity: 50,
      expiration_date: addDays(today(), -30),
    });
    const refused = await sell(p.productId, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(saleMessages.notAvailable("Pan vencido", 0));
  });
});

describe("picking skips expired lots", () => {
  it("takes the next FEFO lot when the earliest ones are expired", async () => {
    const p = await createStockedProduct(t.app, admin, {
      quantity: 50,
      lot_number: "E1",
      expiration_date: addDays(today(), -3),
    });
    const w = p.warehouseId;
    await addEntry(t.app, admin, p.productId, w, 5, { lot: "E2", expiration: addDays(today(), -1) });
    await addEntry(t.app, admin, p.productId, w, 10, { lot: "F1", expiration: today() });
    await addEntry(t.app, admin, p.productId, w, 10, { lot: "F2", expiration: addDays(today(), 20) });
    await addEntry(t.app, admin, p.productId, w, 10, { lot: "N", expiration: null });

    const { itemId } = await sellOne(t.app, admin, clientId, p.productId, 25);
    const answer = await assign(t.app, admin, itemId, w, 25);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await movementsOf(t.app, p.productId, "OUT")).map((m) => [m.lot_number, m.quantity])).toEqual([
      ["F1", 10],
      ["F2", 10],
      ["N", 5],
    ]);
    expect((await lotsOf(t.app, p.productId)).map((lot) => [lot.lot_number, Number(lot.quantity)])).toEqual([
      ["E1", 50],
      ["E2", 5],
      ["F1", 0],
      ["F2", 0],
      ["N", 5],
    ]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("is refused (409, naming the expired lot) when only expired stock would cover it; nothing moves", async () => {
    const p = await createStockedProduct(t.app, admin, {
      quantity: 100,
      lot_number: "VIEJO",
      expiration_date: addDays(today(), -2),
    });
    const w1 = p.warehouseId;
    await addEntry(t.app, admin, p.productId, w1, 40, { lot: "MASVIEJO", expiration: addDays(today(), -9) });
    await addEntry(t.app, admin, p.productId, w1, 3, { lot: "FRESCO", expiration: addDays(today(), 9) });
    const w2 = await createWarehouse(t.app, admin);
    await addEntry(t.app, admin, p.productId, w2, 20, { lot: "OTRO", expiration: null });
    const onlyExpired = await createWarehouse(t.app, admin);
    await addEntry(t.app, admin, p.productId, onlyExpired, 30, { lot: "CADUCO", expiration: addDays(today(), -1) });
    const empty = await createWarehouse(t.app, admin);

    // The warehouses picking offers: only what is not expired.
    const offered = (await byProducts([p.productId]))[p.productId];
    expect(offered.map((w: { warehouse_id: string; quantity: number }) => [w.warehouse_id, w.quantity]).sort()).toEqual(
      [
        [w1, 3],
        [w2, 20],
      ].sort(),
    );

    const { itemId, withdrawalId } = await sellOne(t.app, admin, clientId, p.productId, 10);
    const refused = await assign(t.app, admin, itemId, w1, 10);
    expect(refused.statusCode).toBe(409);
    // The earliest expired lot is named, with what the warehouse has without the expired ones.
    expect(refused.json().message).toBe(
      withdrawalMessages.expiredLot("MASVIEJO", await warehouseName(w1), formatDateEsCo(addDays(today(), -9)), 3),
    );
    const fromExpired = await assign(t.app, admin, itemId, onlyExpired, 1);
    expect(fromExpired.statusCode).toBe(409);
    expect(fromExpired.json().message).toBe(
      withdrawalMessages.expiredLot(
        "CADUCO",
        await warehouseName(onlyExpired),
        formatDateEsCo(addDays(today(), -1)),
        0,
      ),
    );
    const fromEmpty = await assign(t.app, admin, itemId, empty, 1);
    expect(fromEmpty.statusCode).toBe(409);
    expect(fromEmpty.json().message).toBe(withdrawalMessages.notEnoughInWarehouse(await warehouseName(empty), 0));
    // All or nothing: a split whose second part is refused dispatches neither.
    const split = await injectAs(t.app, admin, "POST", "/api/withdrawals/assign-stock/bulk", {
      items: [
        {
          withdrawal_item_id: itemId,
          assignments: [
            { warehouse_id: w2, quantity: 5 },
            { warehouse_id: w1, quantity: 5 },
          ],
        },
      ],
    });
    expect(split.statusCode).toBe(409);
    expect(await movementsOf(t.app, p.productId, "OUT")).toEqual([]);

    // What is not expired covers it: 3 from w1 (FRESCO) and 7 from w2.
    const done = await injectAs(t.app, admin, "POST", "/api/withdrawals/assign-stock/bulk", {
      items: [
        {
          withdrawal_item_id: itemId,
          assignments: [
            { warehouse_id: w1, quantity: 3 },
            { warehouse_id: w2, quantity: 7 },
          ],
        },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: withdrawalId, status: "COMPLETED" });
    expect((await movementsOf(t.app, p.productId, "OUT")).map((m) => [m.lot_number, m.quantity]).sort()).toEqual(
      [
        ["FRESCO", 3],
        ["OTRO", 7],
      ].sort(),
    );
    expect((await byProducts([p.productId]))[p.productId]).toEqual([
      { warehouse_id: w2, warehouse_name: await warehouseName(w2), quantity: 13 },
    ]);
    expect(await outOfExpiredLots()).toEqual([]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("under concurrent requests", () => {
  it("20 sales and their assignments at once, with a write-off among them: nothing expired leaves", async () => {
    const p = await createStockedProduct(t.app, admin, {
      name: "Carrera vencidos",
      quantity: 100,
      lot_number: "VENCIDO",
      expiration_date: addDays(today(), -1),
    });
    const w = p.warehouseId;
    await addEntry(t.app, admin, p.productId, w, 30, { lot: "BUENO", expiration: addDays(today(), 10) });
    const expiredOnly = await createWarehouse(t.app, admin);
    await addEntry(t.app, admin, p.productId, expiredOnly, 50, { lot: "CADUCO", expiration: addDays(today(), -5) });

    const outcomes = { sold: 0, refusedSales: [] as string[], assigned: 0, refusedAssignments: [] as string[] };
    const failures: string[] = [];
    async function round(index: number) {
      const sale = await sell(p.productId, 2);
      if (sale.statusCode === 409) {
        outcomes.refusedSales.push(sale.json().message);
        return;
      }
      if (sale.statusCode !== 201) return failures.push(`sale ${sale.statusCode} ${sale.body}`);
      outcomes.sold += 1;
      const itemId = await firstItemId(t.app, admin, sale.json().withdrawal_id);
      // Every fourth round tries the warehouse holding only expired stock first.
      if (index % 4 === 3) {
        const refused = await assign(t.app, admin, itemId, expiredOnly, 2);
        if (refused.statusCode !== 409) return failures.push(`expired warehouse: ${refused.statusCode}`);
        outcomes.refusedAssignments.push(refused.json().message);
      }
      const answer = await assign(t.app, admin, itemId, w, 2);
      if (answer.statusCode !== 200) return failures.push(`assign ${answer.statusCode} ${answer.body}`);
      outcomes.assigned += 1;
    }
    const writeOff = async () => {
      const answer = await injectAs(t.app, admin, "POST", "/api/inventory/write-off", {
        lots: [{ product_id: p.productId, warehouse_id: expiredOnly, lot_number: "CADUCO" }],
        reason: "Durante la carrera",
      });
      if (answer.statusCode !== 200) failures.push(`write-off ${answer.statusCode} ${answer.body}`);
    };
    await Promise.all([...Array.from({ length: 20 }, (_, i) => round(i)), writeOff()]);

    expect(failures).toEqual([]);
    // 30 units that are not expired: 15 sales of 2; the other 5 find nothing left to promise.
    expect(outcomes.sold).toBe(15);
    expect(outcomes.assigned).toBe(15);
    expect(outcomes.refusedSales).toEqual(Array(5).fill(saleMessages.notAvailable("Carrera vencidos", 0)));
    const name = await warehouseName(expiredOnly);
    for (const message of outcomes.refusedAssignments) {
      // Before the write-off the expired lot is named; after it the warehouse is simply empty.
      expect([
        withdrawalMessages.expiredLot("CADUCO", name, formatDateEsCo(addDays(today(), -5)), 0),
        withdrawalMessages.notEnoughInWarehouse(name, 0),
      ]).toContain(message);
    }

    expect((await movementsOf(t.app, p.productId, "OUT")).every((m) => m.lot_number === "BUENO")).toBe(true);
    expect(
      (await lotsOf(t.app, p.productId)).map((lot) => [lot.warehouse_id, lot.lot_number, Number(lot.quantity)]).sort(),
    ).toEqual(
      [
        [w, "BUENO", 0],
        [w, "VENCIDO", 100],
        [expiredOnly, "CADUCO", 0],
      ].sort(),
    );
    expect(await outOfExpiredLots()).toEqual([]);
    expect(await stockViolations(t.app.db)).toEqual({ negativeLots: [], overFulfilled: [] });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    expect(await saleViolations(t.app.db)).toEqual({
      overReturned: [],
      cancelledDispatched: [],
      statusMismatches: [],
      numberClashes: [],
      returnLedgerMismatches: [],
    });
    // No minimum and nothing pending: not 'Agotado' for its expired units, which wait in 'Vencidos'.
    expect((await alertPage(t.app, admin, { kind: "out", search: p.sku })).data).toEqual([]);
    expect(
      (await alertPage(t.app, admin, { kind: "expired", search: p.sku })).data.map((row) => [
        row.lot_number,
        row.quantity,
      ]),
    ).toEqual([["VENCIDO", 100]]);
  });
});
