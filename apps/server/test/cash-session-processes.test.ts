import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../src/db/connection";
import {
  FAULT_TEST_TIMEOUT_MS,
  type FaultServers,
  faultSeed,
  seededRandom,
  startFaultServers,
} from "./helpers/fault-load";
import { ledgerMismatches } from "./helpers/ledger";
import { type ApiAnswer, callApi, type ServerProcess } from "./helpers/server-process";
import { testDbKind } from "./helpers/test-database";

/**
 * A shift's closing racing the sales of its employee on another server process (issue 35): every sale
 * lands in exactly one place — the shift, counted in its closing, or (registered after it) no shift — and
 * the closing's frozen figures are what the shift's rows add up to once everything settled.
 */

const SEED = faultSeed("cash-session-processes", 35);
const SHIFTS = 6;
const SALES_PER_SHIFT = 12;
const OPENING = 100_000;

type Shift = { id: string; status: string; sales_count: number; expected_cash: number };

describe("a shift's closing against sales on two server processes", () => {
  let stage: FaultServers;
  let db: Db | undefined;

  beforeAll(async () => {
    stage = await startFaultServers({ servers: 2, catalog: { warehouses: 1, products: 3, quantity: 5_000 } });
    db = createDatabase(stage.database);
  }, FAULT_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await db?.destroy();
    await stage?.close();
  });

  it("counts each sale in exactly one shift, and closes on exactly what the shift's rows hold", {
    timeout: FAULT_TEST_TIMEOUT_MS,
  }, async () => {
    const rng = seededRandom(SEED);
    const { catalog, cookie, servers } = stage;
    const api = (server: ServerProcess, method: "GET" | "POST", route: string, payload?: unknown) =>
      callApi(server.url, cookie, method, route, payload);
    const failures: string[] = [];
    const expectStatus = (what: string, answer: ApiAnswer, status: number) => {
      if (answer.status !== status) failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.status === status;
    };
    const closed: Shift[] = [];
    const sold: string[] = [];

    for (let round = 0; round < SHIFTS; round++) {
      const opened = await api(servers[0]!, "POST", "/api/cash-sessions", { opening_amount: OPENING });
      if (!expectStatus("open", opened, 201)) break;
      const shiftId = (opened.body as Shift).id;
      const closeAfter = rng.int(1, SALES_PER_SHIFT - 1);
      let started = 0;
      let closing: Promise<ApiAnswer> | null = null;

      const sell = async (server: ServerProcess) => {
        const quantity = rng.int(1, 3);
        const answer = await api(server, "POST", "/api/sale", {
          client_id: catalog.clientId,
          type: "RETAIL",
          currency: "COP",
          items: [{ product_id: rng.pick(catalog.productIds), quantity, unit_price: 1000 }],
          // Cash rounded up to the next $5.000: change given.
          payments: [{ method: "CASH", amount: 5_000 }],
        });
        if (expectStatus("sale", answer, 201)) sold.push((answer.body as { id: string }).id);
      };
      const loop = async (server: ServerProcess, other: ServerProcess) => {
        while (started < SALES_PER_SHIFT) {
          started += 1;
          // The closing goes out on the other process while sales are in flight on this one.
          if (started === closeAfter)
            closing = api(other, "POST", `/api/cash-sessions/${shiftId}/close`, {
              counted: [{ method: "CASH", amount: OPENING }],
            });
          await sell(server);
        }
      };
      await Promise.all([
        loop(servers[0]!, servers[1]!),
        loop(servers[1]!, servers[0]!),
        loop(servers[0]!, servers[1]!),
      ]);
      const answer = await (closing as Promise<ApiAnswer> | null);
      if (answer && expectStatus("close", answer, 200)) closed.push(answer.body as Shift);
    }
    const report = `${closed.length} shifts closed, ${sold.length} sales; seed ${SEED}`;
    console.info(`cash-session-processes (${testDbKind}): ${report}`);
    expect(failures, report).toEqual([]);
    expect(closed, report).toHaveLength(SHIFTS);
    expect(sold, report).toHaveLength(SHIFTS * SALES_PER_SHIFT);

    const database = db!;
    const sales = await database
      .selectFrom("sales")
      .select(["id", "cash_session_id", "total_cents"])
      .where("id", "in", sold)
      .execute();
    expect(sales, report).toHaveLength(sold.length);
    const unshifted = sales.filter((sale) => sale.cash_session_id === null).length;
    console.info(`cash-session-processes (${testDbKind}): ${unshifted} sales registered after their shift closed`);
    for (const shift of closed) {
      const inShift = sales.filter((sale) => sale.cash_session_id === shift.id);
      // Cash 5,000 pesos each; change = 5,000 − total: the drawer nets each sale's total.
      const cash = inShift.reduce((sum, sale) => sum + Number(sale.total_cents), 0) / 100;
      expect({ id: shift.id, sales: shift.sales_count, cash: shift.expected_cash }, report).toEqual({
        id: shift.id,
        sales: inShift.length,
        cash: OPENING + cash,
      });
      const frozen = await database
        .selectFrom("cash_session_counts")
        .select("expected_cents")
        .where("cash_session_id", "=", shift.id)
        .where("method", "=", "CASH")
        .executeTakeFirstOrThrow();
      expect(Number(frozen.expected_cents) / 100, report).toBe(OPENING + cash);
    }
    // Each sale is in one of the closed shifts or, registered after its closing, in none.
    const shiftIds = new Set(closed.map((shift) => shift.id));
    expect(
      sales.filter((sale) => sale.cash_session_id !== null && !shiftIds.has(sale.cash_session_id)),
      report,
    ).toEqual([]);
    expect(
      servers.every((server) => server.alive()),
      report,
    ).toBe(true);
    expect(await ledgerMismatches(database), report).toEqual([]);
  });
});
