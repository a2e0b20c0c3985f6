import { addDays } from "@inventario/shared/alerts";
import { todayInBusinessZone } from "@inventario/shared/dates";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../src/db/connection";
import {
  FAULT_TEST_TIMEOUT_MS,
  type FaultServers,
  faultSeed,
  seededRandom,
  startFaultServers,
  stockViolations,
} from "./helpers/fault-load";
import { ledgerMismatches } from "./helpers/ledger";
import { saleViolations } from "./helpers/sale-invariants";
import { type ApiAnswer, callApi, type ServerProcess } from "./helpers/server-process";
import { testDbKind } from "./helpers/test-database";

/**
 * Sales and picking assignments on two server processes sharing one database whose warehouses each
 * hold an expired lot (earliest in FEFO order, far larger than the fresh ones) next to fresh stock,
 * with a write-off of some expired lots in the middle (issue 19): no unit leaves an expired lot, no
 * sale promises expired stock, and the ledger, the kept figures and the sales invariants stay exact.
 */

const SEED = faultSeed("expired-stock-processes", 19);
const ROUNDS = 40;
const LOOPS = 4;
const FRESH_PER_LOT = 15;
const EXPIRED_PER_LOT = 500;

describe("expired lots under sales and assignments on two server processes", () => {
  let stage: FaultServers;
  let db: Db | undefined;
  const today = todayInBusinessZone();
  const expiredOn = addDays(today, -1);

  beforeAll(async () => {
    stage = await startFaultServers({ servers: 2, catalog: { warehouses: 2, products: 2, quantity: FRESH_PER_LOT } });
    db = createDatabase(stage.database);
    // Next to each fresh lot L1, an expired lot VENCIDO that FEFO meets first.
    for (const productId of stage.catalog.productIds) {
      for (const warehouseId of stage.catalog.warehouseIds) {
        const entry = await callApi(stage.servers[0]!.url, stage.cookie, "POST", "/api/inventory", {
          product_id: productId,
          warehouse_id: warehouseId,
          quantity: EXPIRED_PER_LOT,
          unit: "UD",
          costs: 600,
          lot_number: "VENCIDO",
          expiration_date: expiredOn,
          min_stock: 0,
          max_stock: 100_000,
        });
        if (entry.status !== 201) throw new Error(`entry: ${entry.status} ${JSON.stringify(entry.body)}`);
      }
    }
  }, FAULT_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await db?.destroy();
    await stage?.close();
  });

  it("dispatches nothing from an expired lot; stock, reservations and ledger exact", {
    timeout: FAULT_TEST_TIMEOUT_MS,
  }, async () => {
    const rng = seededRandom(SEED);
    const { catalog, cookie, servers } = stage;
    const [writtenOffProduct] = catalog.productIds as [string];
    const failures: string[] = [];
    const counts = { sold: 0, refusedSales: 0, assigned: 0, refusedAssignments: 0, writeOffs: 0 };
    let started = 0;

    const api = (server: ServerProcess, method: "GET" | "POST", route: string, payload?: unknown) =>
      callApi(server.url, cookie, method, route, payload);
    const messageOf = (answer: ApiAnswer) => (answer.body as { message?: string }).message ?? "";

    async function round(index: number) {
      const [seller, picker] = (index % 2 ? [servers[0], servers[1]] : [servers[1], servers[0]]) as [
        ServerProcess,
        ServerProcess,
      ];
      if (index === ROUNDS / 2) {
        // Halfway, one product's expired lots are written off on one process while the rounds go on.
        const answer = await api(picker, "POST", "/api/inventory/write-off", {
          lots: catalog.warehouseIds.map((warehouse_id) => ({
            product_id: writtenOffProduct,
            warehouse_id,
            lot_number: "VENCIDO",
          })),
          reason: "Entre procesos",
        });
        if (answer.status === 200) counts.writeOffs += 1;
        else failures.push(`write-off: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      const productId = rng.pick(catalog.productIds);
      const quantity = rng.int(1, 4);
      const sold = await api(seller, "POST", "/api/sale", {
        client_id: catalog.clientId,
        type: "RETAIL",
        currency: "COP",
        items: [{ product_id: productId, quantity, unit_price: 1000 }],
      });
      if (sold.status === 409) {
        counts.refusedSales += 1;
        if (!messageOf(sold).startsWith("No hay suficiente disponibilidad")) failures.push(`sale: ${messageOf(sold)}`);
        return;
      }
      if (sold.status !== 201) return failures.push(`sale: ${sold.status} ${JSON.stringify(sold.body)}`);
      counts.sold += 1;
      const { withdrawal_id } = sold.body as { withdrawal_id: string };
      const request = await api(picker, "GET", `/api/withdrawals/${withdrawal_id}`);
      if (request.status !== 200) return failures.push(`picking read: ${request.status}`);
      const itemId = (request.body as { items: Array<{ id: string }> }).items[0]!.id;
      // The whole quantity from one warehouse, then the other: each may hold too little that is not expired.
      const first = rng.pick(catalog.warehouseIds);
      for (const warehouseId of [first, ...catalog.warehouseIds.filter((id) => id !== first)]) {
        const answer = await api(picker, "POST", "/api/withdrawals/assign-stock/bulk", {
          items: [{ withdrawal_item_id: itemId, assignments: [{ warehouse_id: warehouseId, quantity }] }],
        });
        if (answer.status === 200) {
          counts.assigned += 1;
          return;
        }
        if (answer.status !== 409) return failures.push(`assign: ${answer.status} ${JSON.stringify(answer.body)}`);
        counts.refusedAssignments += 1;
        // Refused because what is not expired falls short: the expired lot is named while it holds stock.
        const message = messageOf(answer);
        const named = message.startsWith("El lote VENCIDO de la bodega ");
        const emptied = productId === writtenOffProduct && message.startsWith("La bodega ");
        if (!named && !emptied) failures.push(`assign refused: ${message}`);
      }
    }

    const loop = async () => {
      while (started < ROUNDS) await round(started++);
    };
    await Promise.all(Array.from({ length: LOOPS }, loop));
    const report = `${JSON.stringify(counts)}; seed ${SEED}`;
    console.info(`expired-stock-processes (${testDbKind}): ${report}`);

    expect(failures, report).toEqual([]);
    expect(counts.writeOffs, report).toBe(1);
    expect(counts.sold + counts.refusedSales, report).toBe(ROUNDS);
    expect(
      servers.every((server) => server.alive()),
      report,
    ).toBe(true);

    const database = db!;
    // No OUT from a lot whose date is before today, and every expired lot kept or written off whole.
    const { rows: outOfExpired } = await sql<{ id: string }>`
      select m.id from movements m join lots l on l.id = m.lot_id
      where m.type = 'OUT' and l.expiration_date < ${today}`.execute(database);
    expect(outOfExpired, report).toEqual([]);
    const expiredLots = await database
      .selectFrom("lots")
      .select(["product_id", "quantity"])
      .where("lot_number", "=", "VENCIDO")
      .execute();
    for (const lot of expiredLots) {
      expect(Number(lot.quantity), report).toBe(lot.product_id === writtenOffProduct ? 0 : EXPIRED_PER_LOT);
    }
    expect(await ledgerMismatches(database), report).toEqual([]);
    expect(await stockViolations(database), report).toEqual({ negativeLots: [], overFulfilled: [] });
    expect(await saleViolations(database), report).toEqual({
      overReturned: [],
      cancelledDispatched: [],
      statusMismatches: [],
      numberClashes: [],
      returnLedgerMismatches: [],
    });

    // Each product: the fresh stock fell by exactly what was dispatched, and exactly what is neither
    // dispatched nor promised can still be sold, none of the expired units.
    for (const productId of catalog.productIds) {
      const { rows } = await sql<{ fresh: number | string; dispatched: number | string; reserved: number | string }>`
        select
          (select coalesce(sum(quantity), 0) from lots where product_id = ${productId} and lot_number = 'L1') as fresh,
          (select coalesce(sum(quantity), 0) from movements where product_id = ${productId} and type = 'OUT') as dispatched,
          (select reserved from products where id = ${productId}) as reserved`.execute(database);
      const figures = rows[0]!;
      const fresh = Number(figures.fresh);
      expect(fresh + Number(figures.dispatched), report).toBe(FRESH_PER_LOT * catalog.warehouseIds.length);
      const sellable = fresh - Number(figures.reserved);
      const sell = (quantity: number) =>
        api(servers[1]!, "POST", "/api/sale", {
          client_id: catalog.clientId,
          type: "RETAIL",
          currency: "COP",
          items: [{ product_id: productId, quantity, unit_price: 1000 }],
        });
      const over = await sell(sellable + 1);
      expect(over.status, report).toBe(409);
      expect(messageOf(over), report).toMatch(/quedan \d+ unidades sin comprometer$/);
      expect(messageOf(over), report).toContain(`quedan ${sellable} unidades`);
      if (sellable > 0) expect((await sell(sellable)).status, report).toBe(201);
    }
  });
});
