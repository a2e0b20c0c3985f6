import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "../src/config/env";
import { createDatabase, type Db } from "../src/db/connection";
import {
  FAULT_TEST_TIMEOUT_MS,
  type FaultServers,
  faultSeed,
  seededRandom,
  sqliteIntegrity,
  startFaultServers,
  stockViolations,
  Tally,
} from "./helpers/fault-load";
import { ledgerMismatches } from "./helpers/ledger";
import { callApi, type ServerExit, startServer } from "./helpers/server-process";
import { testDbKind } from "./helpers/test-database";

/**
 * A server process is killed with SIGKILL in the middle of concurrent sales and stock entries, then
 * started again on the same database, three times. Every write it acknowledged with a 2xx must be
 * there after the restart, the ledger invariants must hold, and on SQLite the file must pass
 * `PRAGMA integrity_check`. Writes cut without an answer may or may not have committed: they are
 * counted (that is what Idempotency-Key retries are for), never required.
 */

const SEED = faultSeed("kill9", 9);
const ROUNDS = 3;
const LOOPS = 8;

type DatabaseConfig = AppConfig["database"];
type Entry = { productId: string; warehouseId: string; lot: string; quantity: number };

describe("kill -9 during writes", () => {
  let stage: FaultServers;

  beforeAll(async () => {
    stage = await startFaultServers({ servers: 1, catalog: { warehouses: 2, products: 3, quantity: 5000 } });
  });

  afterAll(async () => {
    await stage?.close();
  });

  it(`${ROUNDS} kills at random moments lose no acknowledged write and break no invariant`, {
    timeout: FAULT_TEST_TIMEOUT_MS,
  }, async () => {
    const rng = seededRandom(SEED);
    const tally = new Tally();
    const sales = new Map<string, Map<string, number>>();
    const entries = new Map<string, Entry>();
    const started = Date.now();
    // The one cookie survives every restart below: sessions live in the database.
    const { catalog, cookie, database, servers } = stage;
    const { clientId, productIds, warehouseIds } = catalog;

    for (let round = 1; round <= ROUNDS; round++) {
      const running = servers[0]!;
      // The kill comes at a random request count of the round, so it always lands with writes in flight
      // however fast the machine is.
      const killAt = rng.int(40, 240);
      let killing: Promise<ServerExit> | undefined;
      let sentThisRound = 0;

      const sell = async () => {
        const chosen = productIds.filter(() => rng.next() < 0.5);
        if (chosen.length === 0) chosen.push(rng.pick(productIds));
        const items = chosen.map((product_id) => ({ product_id, quantity: rng.int(1, 4), unit_price: 1000 }));
        const payload = { client_id: clientId, type: "RETAIL", currency: "COP", items };
        const answer = await callApi(running.url, cookie, "POST", "/api/sale", payload);
        tally.record("sale", answer, [201, 409]);
        if (answer.status === 201) {
          sales.set((answer.body as { id: string }).id, new Map(items.map((i) => [i.product_id, i.quantity])));
        }
      };
      const enter = async () => {
        // A lot of its own per entry, so each acknowledged entry is one row to find afterwards.
        const entry = {
          productId: rng.pick(productIds),
          warehouseId: rng.pick(warehouseIds),
          lot: `K${SEED}-${round}-${tally.sent}`,
          quantity: rng.int(1, 50),
        };
        const answer = await callApi(running.url, cookie, "POST", "/api/inventory", {
          product_id: entry.productId,
          warehouse_id: entry.warehouseId,
          quantity: entry.quantity,
          unit: "UD",
          costs: 700,
          lot_number: entry.lot,
          expiration_date: null,
          min_stock: 0,
          max_stock: 100_000,
        });
        tally.record("entry", answer, [201]);
        if (answer.status === 201) entries.set(entry.lot, entry);
      };

      const loop = async () => {
        while (!killing) {
          if (sentThisRound >= killAt) {
            killing = running.kill();
            return;
          }
          sentThisRound += 1;
          tally.sent += 1;
          const isSale = rng.next() < 0.6;
          try {
            await (isSale ? sell() : enter());
          } catch {
            // No answer: the kill cut it. Outcome unknown, so neither required nor forbidden afterwards.
            tally.noAnswer += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: LOOPS }, loop));
      const exit = await killing!;
      expect(exit.signal, running.logs()).toBe("SIGKILL");
      console.info(`kill9 (${testDbKind}) round ${round}: killed pid ${running.pid} at request ${killAt} of the round`);

      // Same database, a new process: it must start, keep the session and serve what was acknowledged.
      const server = await startServer({ database });
      servers[0] = server;
      await withConnection(database, (db) =>
        expectAcknowledgedWrites(db, sales, entries, `round ${round}, seed ${SEED}`),
      );
      const anySale = [...sales.keys()].at(-1);
      if (anySale) {
        const answer = await callApi(server.url, cookie, "GET", `/api/sale/${anySale}`);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
    }

    // Cut without an answer yet committed: what a client retrying without an Idempotency-Key would double.
    const [storedSales, storedEntries] = await withConnection(database, async (db) => [
      (await db.selectFrom("sales").select("id").execute()).length,
      (await db.selectFrom("lots").select("id").where("lot_number", "like", "K%").execute()).length,
    ]);
    const report =
      `${tally.summary()}; acknowledged: ${sales.size} sales, ${entries.size} entries; committed without an ` +
      `answer: ${storedSales - sales.size} sales, ${storedEntries - entries.size} entries; ${ROUNDS} kills; ` +
      `writes lost: 0; ${Date.now() - started} ms; seed ${SEED}`;
    console.info(`kill9 (${testDbKind}): ${report}`);
    expect(tally.failures, report).toEqual([]);
    // Each round must have written something before its kill, or the test proved nothing.
    expect(sales.size, report).toBeGreaterThan(ROUNDS * 3);
    expect(entries.size, report).toBeGreaterThan(ROUNDS * 2);
  });
});

/**
 * A connection of its own for each check, opened after the restart. On SQLite a connection kept open
 * while another process rewrote the FTS5 search index reported that index as corrupt in
 * `PRAGMA integrity_check` (a stale cached index structure: a fresh connection on the same file said
 * "ok", and searches through the old one still answered right), so a long-lived one would cry wolf.
 */
async function withConnection<T>(database: DatabaseConfig, check: (db: Db) => Promise<T>): Promise<T> {
  const db = createDatabase(database);
  try {
    return await check(db);
  } finally {
    await db.destroy();
  }
}

/** Every acknowledged sale with its lines and every acknowledged entry are stored; invariants hold. */
async function expectAcknowledgedWrites(
  db: Db,
  sales: Map<string, Map<string, number>>,
  entries: Map<string, Entry>,
  context: string,
): Promise<void> {
  if (testDbKind === "sqlite") expect(await sqliteIntegrity(db), context).toBe("ok");
  expect(await ledgerMismatches(db), context).toEqual([]);
  expect(await stockViolations(db), context).toEqual({ negativeLots: [], overFulfilled: [] });

  const lines = await db.selectFrom("sale_lines").select(["sale_id", "product_id", "quantity"]).execute();
  const stored = new Map<string, Map<string, number>>();
  for (const line of lines) {
    const saleLines = stored.get(line.sale_id) ?? new Map<string, number>();
    stored.set(line.sale_id, saleLines.set(line.product_id, Number(line.quantity)));
  }
  const lost = [...sales.keys()].filter((id) => !stored.has(id));
  expect(lost, `acknowledged sales missing (${context})`).toEqual([]);
  for (const [id, saleLines] of sales) expect(stored.get(id), `lines of sale ${id} (${context})`).toEqual(saleLines);

  const lots = await db
    .selectFrom("lots")
    .innerJoin("movements", "movements.lot_id", "lots.id")
    .select(["lots.lot_number", "lots.product_id", "lots.warehouse_id", "movements.type", "movements.quantity"])
    .where("lots.lot_number", "like", "K%")
    .execute();
  const byLot = new Map(lots.map((lot) => [lot.lot_number, lot]));
  for (const [lot, entry] of entries) {
    const found = byLot.get(lot);
    expect(found, `acknowledged entry ${lot} missing (${context})`).toBeDefined();
    expect(found, `entry ${lot} (${context})`).toMatchObject({
      product_id: entry.productId,
      warehouse_id: entry.warehouseId,
      type: "IN",
    });
    expect(Number(found?.quantity), `entry ${lot} (${context})`).toBe(entry.quantity);
  }
}
