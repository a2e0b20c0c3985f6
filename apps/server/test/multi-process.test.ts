import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../src/db/connection";
import {
  FAULT_TEST_TIMEOUT_MS,
  type FaultServers,
  faultSeed,
  seededRandom,
  startFaultServers,
  stockViolations,
  Tally,
} from "./helpers/fault-load";
import { ledgerMismatches } from "./helpers/ledger";
import { type ApiAnswer, callApi, type ServerProcess } from "./helpers/server-process";
import { testDbKind } from "./helpers/test-database";

/**
 * Two real server processes on one database under concurrent sales, picking assignments, withdrawals,
 * restocks and transfers between warehouses split between them; afterwards the database must hold
 * exactly what was acknowledged.
 *
 * No 5xx on either database. On SQLite the processes take turns on the file: write transactions begin
 * with its write lock (db/connection.ts), so one that finds the other process writing waits instead of
 * failing on a stale snapshot.
 */

const SEED = faultSeed("multi-process", 16);
const REQUESTS = 360;
const LOOPS = 10;
const TIME_LIMIT_MS = 25_000;
const INITIAL_PER_LOT = 40;
/** Write statuses a scenario may legitimately answer: 409 (stock taken by another). */
const REFUSED = [409];

type Route = { method: "GET" | "POST" | "PUT"; route: string };

describe("two server processes on one database", () => {
  let stage: FaultServers;
  let db: Db | undefined;

  beforeAll(async () => {
    stage = await startFaultServers({
      servers: 2,
      catalog: { warehouses: 2, products: 3, quantity: INITIAL_PER_LOT },
    });
    db = createDatabase(stage.database);
  });

  afterAll(async () => {
    await db?.destroy();
    await stage?.close();
  });

  it("acknowledged sales, assignments, withdrawals and transfers are all there, nothing more, invariants hold", {
    timeout: FAULT_TEST_TIMEOUT_MS,
  }, async () => {
    const rng = seededRandom(SEED);
    const tally = new Tally();
    const sales = new Map<string, { withdrawalId: string; lines: Map<string, number> }>();
    const assigned = new Map<string, number>();
    const withdrawn = new Map<string, number>();
    const restocked = new Map<string, number>();
    const writesBy = new Map<string, number>();
    const observations = { WITHDRAWAL: [] as string[], REPLENISH: [] as string[] };
    const transfers = new Map<string, { productId: string; from: string; to: string; quantity: number }>();
    const deadline = Date.now() + TIME_LIMIT_MS;
    const { catalog, cookie, servers } = stage;
    const { clientId, productIds, warehouseIds } = catalog;

    const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
    const send = async (server: ServerProcess, kind: string, { method, route }: Route, payload?: unknown) => {
      tally.sent += 1;
      try {
        const answer = await callApi(server.url, cookie, method, route, payload);
        if (method !== "GET" && answer.status < 300) add(writesBy, server.url, 1);
        return answer;
      } catch (error) {
        tally.noAnswer += 1;
        tally.failures.push(`${kind}: no answer from ${server.url}: ${String((error as Error).cause ?? error)}`);
        return undefined;
      }
    };
    const record = (kind: string, answer: ApiAnswer | undefined, expected: number[]) => {
      if (answer) tally.record(kind, answer, expected);
      return answer;
    };

    async function sell(server: ServerProcess) {
      const chosen = rng.next() < 0.5 ? [rng.pick(productIds)] : productIds.filter(() => rng.next() < 0.6);
      if (chosen.length === 0) chosen.push(rng.pick(productIds));
      const items = chosen.map((product_id) => ({ product_id, quantity: rng.int(1, 6), unit_price: 1000 }));
      const payload = { client_id: clientId, type: "RETAIL", currency: "COP", items };
      const answer = record("sale", await send(server, "sale", { method: "POST", route: "/api/sale" }, payload), [
        201,
        ...REFUSED,
      ]);
      if (answer?.status !== 201) return;
      const body = answer.body as { id: string; withdrawal_id: string };
      sales.set(body.id, {
        withdrawalId: body.withdrawal_id,
        lines: new Map(items.map((i) => [i.product_id, i.quantity])),
      });
    }

    async function assign(server: ServerProcess) {
      const sale = [...sales.values()][rng.int(0, Math.max(0, sales.size - 1))];
      if (!sale) return sell(server);
      const route = `/api/withdrawals/${sale.withdrawalId}`;
      const detail = record("picking read", await send(server, "picking read", { method: "GET", route }), [200]);
      if (detail?.status !== 200) return;
      const body = detail.body as {
        items: Array<{ id: string; requested_quantity: number; fulfilled_quantity: number }>;
      };
      const open = body.items.filter((item) => item.fulfilled_quantity < item.requested_quantity);
      if (open.length === 0) return;
      // What another loop assigns meanwhile makes some of these over-assign: a legitimate 409.
      const items = open.map((item) => {
        const remaining = item.requested_quantity - item.fulfilled_quantity;
        const quantity = rng.int(1, remaining);
        const split = quantity > 1 && rng.next() < 0.3;
        const [first, second] = warehouseIds as [string, string];
        const assignments = split
          ? [
              { warehouse_id: first, quantity: quantity - 1 },
              { warehouse_id: second, quantity: 1 },
            ]
          : [{ warehouse_id: rng.pick(warehouseIds), quantity }];
        return { withdrawal_item_id: item.id, assignments };
      });
      const answer = record(
        "assignment",
        await send(server, "assignment", { method: "POST", route: "/api/withdrawals/assign-stock/bulk" }, { items }),
        [200, ...REFUSED],
      );
      if (answer?.status !== 200) return;
      for (const item of items) {
        add(
          assigned,
          item.withdrawal_item_id,
          item.assignments.reduce((sum, a) => sum + a.quantity, 0),
        );
      }
    }

    async function change(server: ServerProcess, type: "WITHDRAWAL" | "REPLENISH") {
      const productId = rng.pick(productIds);
      const quantity = type === "WITHDRAWAL" ? rng.int(1, 3) : rng.int(5, 15);
      const observation = `${type} ${SEED}-${tally.sent}`;
      const payload = {
        product_id: productId,
        warehouse_id: rng.pick(warehouseIds),
        quantity,
        unit: "UD",
        lot_number: "L1",
        observation,
      };
      const route = type === "WITHDRAWAL" ? "/api/inventory/withdraw" : "/api/inventory/replenish";
      const kind = type === "WITHDRAWAL" ? "withdrawal" : "restock";
      const answer = record(kind, await send(server, kind, { method: "PUT", route }, payload), [200, ...REFUSED]);
      if (answer?.status !== 200) return;
      add(type === "WITHDRAWAL" ? withdrawn : restocked, productId, quantity);
      observations[type].push(observation);
    }

    /** One lot's units to the other warehouse: 409 when another request emptied the lot first. */
    async function transfer(server: ServerProcess) {
      const productId = rng.pick(productIds);
      const [from, to] = rng.next() < 0.5 ? warehouseIds : [...warehouseIds].reverse();
      const payload = {
        product_id: productId,
        from_warehouse_id: from,
        lot_number: "L1",
        to_warehouse_id: to,
        quantity: rng.int(1, 8),
      };
      const route = { method: "POST" as const, route: "/api/transfers" };
      const answer = record("transfer", await send(server, "transfer", route, payload), [201, ...REFUSED]);
      if (answer?.status !== 201) return;
      const { id } = answer.body as { id: string };
      transfers.set(id, { productId, from: from!, to: to!, quantity: payload.quantity });
    }

    const loop = async (index: number) => {
      for (let turn = 0; tally.sent < REQUESTS && Date.now() < deadline; turn++) {
        // Alternate processes within a loop too, so a sale made on one is assigned on the other.
        const server = servers[(index + turn) % servers.length]!;
        const roll = rng.next();
        if (roll < 0.35) await sell(server);
        else if (roll < 0.65) await assign(server);
        else if (roll < 0.78) await change(server, "WITHDRAWAL");
        else if (roll < 0.88) await transfer(server);
        else await change(server, "REPLENISH");
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: LOOPS }, (_, i) => loop(i)));
    const elapsed = Date.now() - started;
    const report = `${tally.summary()}; ${sales.size} sales, ${transfers.size} transfers acknowledged; ${elapsed} ms; seed ${SEED}`;
    console.info(`multi-process (${testDbKind}): ${report}`);

    expect(tally.failures, report).toEqual([]);
    expect(tally.count(500) + tally.count(503) + tally.noAnswer, report).toBe(0);
    expect(
      servers.every((server) => server.alive()),
      report,
    ).toBe(true);
    // The load must have raced for real: writes landed on both processes and some were refused.
    expect(tally.count(201), report).toBeGreaterThan(20);
    for (const server of servers) expect(writesBy.get(server.url) ?? 0, report).toBeGreaterThan(20);
    expect(tally.count(409), report).toBeGreaterThan(0);

    const database = db!;
    expect(await ledgerMismatches(database), report).toEqual([]);
    expect(await stockViolations(database), report).toEqual({ negativeLots: [], overFulfilled: [] });

    // Every acknowledged sale with exactly its lines, and no sale that was refused.
    const storedLines = await database.selectFrom("sale_lines").select(["sale_id", "product_id", "quantity"]).execute();
    const stored = new Map<string, Map<string, number>>();
    for (const line of storedLines) {
      const lines = stored.get(line.sale_id) ?? new Map<string, number>();
      stored.set(line.sale_id, lines.set(line.product_id, Number(line.quantity)));
    }
    const storedSales = await database.selectFrom("sales").select(["id", "withdrawal_id"]).execute();
    expect(storedSales.length, report).toBe(sales.size);
    for (const { id, withdrawal_id } of storedSales) {
      expect(sales.get(id)?.withdrawalId, `sale ${id}`).toBe(withdrawal_id);
      expect(stored.get(id), `lines of sale ${id}`).toEqual(sales.get(id)?.lines);
    }

    // Each picking item got exactly what acknowledged assignments gave it; complete requests say so.
    const items = await database
      .selectFrom("withdrawal_items")
      .select(["id", "withdrawal_id", "product_id", "requested_quantity", "fulfilled_quantity"])
      .execute();
    for (const item of items) {
      expect(Number(item.fulfilled_quantity), `picking item ${item.id}`).toBe(assigned.get(item.id) ?? 0);
    }
    const requests = await database.selectFrom("withdrawals").select(["id", "status"]).execute();
    for (const request of requests) {
      const mine = items.filter((item) => item.withdrawal_id === request.id);
      const complete = mine.every((item) => Number(item.fulfilled_quantity) === Number(item.requested_quantity));
      expect(request.status, `picking request ${request.id}`).toBe(complete ? "COMPLETED" : "PENDING");
    }

    // Manual changes: one ledger row per acknowledged call, none for a refused one.
    const manual = await database
      .selectFrom("movements")
      .select(["type", "reference"])
      .where("type", "in", ["WITHDRAWAL", "REPLENISH"])
      .execute();
    for (const type of ["WITHDRAWAL", "REPLENISH"] as const) {
      const references = manual.filter((m) => m.type === type).map((m) => m.reference ?? "");
      expect(references.sort(), `${type} movements`).toEqual([...observations[type]].sort());
    }

    // Every acknowledged transfer, nothing more, each with its two ledger rows on the right warehouses.
    const storedTransfers = await database
      .selectFrom("transfers")
      .select(["id", "product_id", "from_warehouse_id", "to_warehouse_id", "quantity"])
      .execute();
    expect(transfers.size, report).toBeGreaterThan(5);
    expect(storedTransfers.length, report).toBe(transfers.size);
    const transferRows = await database
      .selectFrom("movements")
      .select(["reference", "type", "product_id", "warehouse_id", "quantity"])
      .where("type", "in", ["TRANSFER_OUT", "TRANSFER_IN"])
      .execute();
    expect(transferRows.length, report).toBe(2 * transfers.size);
    for (const stored of storedTransfers) {
      const acknowledged = transfers.get(stored.id);
      expect(
        { product: stored.product_id, from: stored.from_warehouse_id, to: stored.to_warehouse_id },
        `transfer ${stored.id}`,
      ).toEqual({ product: acknowledged?.productId, from: acknowledged?.from, to: acknowledged?.to });
      const rows = transferRows.filter((row) => row.reference === stored.id);
      expect(
        rows.map((row) => [row.type, row.product_id, row.warehouse_id, Number(row.quantity)]).sort(),
        `ledger rows of transfer ${stored.id}`,
      ).toEqual([
        ["TRANSFER_IN", stored.product_id, stored.to_warehouse_id, acknowledged?.quantity],
        ["TRANSFER_OUT", stored.product_id, stored.from_warehouse_id, acknowledged?.quantity],
      ]);
    }

    // And the stock of each product is what it started with, plus and minus every acknowledged change
    // (a transfer moves stock between warehouses and leaves the total as it was).
    const dispatched = new Map<string, number>();
    for (const item of items) add(dispatched, item.product_id, Number(item.fulfilled_quantity));
    const products = await database.selectFrom("products").select(["id", "stock"]).execute();
    for (const product of products) {
      const expected =
        INITIAL_PER_LOT * warehouseIds.length +
        (restocked.get(product.id) ?? 0) -
        (withdrawn.get(product.id) ?? 0) -
        (dispatched.get(product.id) ?? 0);
      expect(Number(product.stock), `stock of product ${product.id}`).toBe(expected);
    }
  });
});
