import { saleMessages } from "@inventario/shared/sales";
import { withdrawalMessages } from "@inventario/shared/withdrawals";
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
 * A sale's cancellation racing an assignment of its picking request, each sent to a different server
 * process on one database: exactly one of the two wins every time, and the database holds exactly
 * what the winners did (issue 18).
 */

const SEED = faultSeed("sale-cancel-processes", 18);
const ROUNDS = 40;
const LOOPS = 4;
const INITIAL_PER_LOT = 400;

type Round = { saleId: string; withdrawalId: string; productId: string; quantity: number; assigned: number };

describe("cancellation against assignment on two server processes", () => {
  let stage: FaultServers;
  let db: Db | undefined;

  beforeAll(async () => {
    stage = await startFaultServers({ servers: 2, catalog: { warehouses: 1, products: 2, quantity: INITIAL_PER_LOT } });
    db = createDatabase(stage.database);
  }, FAULT_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await db?.destroy();
    await stage?.close();
  });

  it("ends each race with exactly one winner; stock, reservations and ledger exact", {
    timeout: FAULT_TEST_TIMEOUT_MS,
  }, async () => {
    const rng = seededRandom(SEED);
    const { catalog, cookie, servers } = stage;
    const [warehouseId] = catalog.warehouseIds as [string];
    const failures: string[] = [];
    const won = { cancel: [] as Round[], assign: [] as Round[] };
    let started = 0;

    const api = (server: ServerProcess, method: "GET" | "POST", route: string, payload?: unknown) =>
      callApi(server.url, cookie, method, route, payload);
    const expectStatus = (what: string, answer: ApiAnswer, status: number) => {
      if (answer.status !== status) failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.status === status;
    };

    async function race(index: number) {
      const [seller, other] = (index % 2 ? [servers[0], servers[1]] : [servers[1], servers[0]]) as [
        ServerProcess,
        ServerProcess,
      ];
      const productId = rng.pick(catalog.productIds);
      const quantity = rng.int(1, 4);
      const payload = {
        client_id: catalog.clientId,
        type: "RETAIL",
        currency: "COP",
        items: [{ product_id: productId, quantity, unit_price: 1000 }],
      };
      const sold = await api(seller, "POST", "/api/sale", payload);
      if (!expectStatus("sale", sold, 201)) return;
      const sale = sold.body as { id: string; withdrawal_id: string };
      const request = await api(other, "GET", `/api/withdrawals/${sale.withdrawal_id}`);
      if (!expectStatus("picking read", request, 200)) return;
      const itemId = (request.body as { items: Array<{ id: string }> }).items[0]!.id;
      const assigned = rng.int(1, quantity);
      // The cancellation on one process, the assignment on the other, sent together.
      const [cancelAnswer, assignAnswer] = await Promise.all([
        api(seller, "POST", `/api/sales/${sale.id}/cancel`, { reason: "Carrera entre procesos" }),
        api(other, "POST", "/api/withdrawals/assign-stock/bulk", {
          items: [{ withdrawal_item_id: itemId, assignments: [{ warehouse_id: warehouseId, quantity: assigned }] }],
        }),
      ]);
      const round = { saleId: sale.id, withdrawalId: sale.withdrawal_id, productId, quantity, assigned };
      const messageOf = (answer: ApiAnswer) => (answer.body as { message?: string }).message;
      if (cancelAnswer.status === 200 && assignAnswer.status === 409) {
        if (messageOf(assignAnswer) !== withdrawalMessages.cancelled)
          failures.push(`assign: ${messageOf(assignAnswer)}`);
        won.cancel.push(round);
      } else if (assignAnswer.status === 200 && cancelAnswer.status === 409) {
        if (messageOf(cancelAnswer) !== saleMessages.cannotCancelDispatched)
          failures.push(`cancel: ${messageOf(cancelAnswer)}`);
        won.assign.push(round);
      } else {
        failures.push(`round ${sale.id}: cancel ${cancelAnswer.status}, assign ${assignAnswer.status}`);
      }
    }

    const loop = async () => {
      while (started < ROUNDS) await race(started++);
    };
    await Promise.all(Array.from({ length: LOOPS }, loop));
    const report = `${won.cancel.length} cancellations won, ${won.assign.length} assignments won; seed ${SEED}`;
    console.info(`sale-cancel-processes (${testDbKind}): ${report}`);

    expect(failures, report).toEqual([]);
    expect(won.cancel.length + won.assign.length, report).toBe(ROUNDS);
    expect(
      servers.every((server) => server.alive()),
      report,
    ).toBe(true);

    const database = db!;
    expect(await ledgerMismatches(database), report).toEqual([]);
    expect(await stockViolations(database), report).toEqual({ negativeLots: [], overFulfilled: [] });
    expect(await saleViolations(database), report).toEqual({
      overReturned: [],
      cancelledDispatched: [],
      statusMismatches: [],
      numberClashes: [],
      returnLedgerMismatches: [],
    });

    // Each winner's effect, and nothing of the loser's.
    const requests = new Map(
      (
        await database
          .selectFrom("withdrawals as w")
          .innerJoin("withdrawal_items as i", "i.withdrawal_id", "w.id")
          .innerJoin("sales as s", "s.withdrawal_id", "w.id")
          .select(["w.id", "w.status", "i.fulfilled_quantity", "s.status as sale_status", "s.cancel_reason"])
          .execute()
      ).map((row) => [row.id, row]),
    );
    for (const round of won.cancel) {
      const row = requests.get(round.withdrawalId);
      expect([row?.status, Number(row?.fulfilled_quantity), row?.sale_status, row?.cancel_reason]).toEqual([
        "CANCELLED",
        0,
        "CANCELLED",
        "Carrera entre procesos",
      ]);
    }
    for (const round of won.assign) {
      const row = requests.get(round.withdrawalId);
      const complete = round.assigned === round.quantity;
      expect([row?.status, Number(row?.fulfilled_quantity), row?.sale_status, row?.cancel_reason]).toEqual([
        complete ? "COMPLETED" : "PENDING",
        round.assigned,
        complete ? "COMPLETED" : "PENDING",
        null,
      ]);
    }

    // Stock fell by exactly what the winning assignments took; cancelled sales reserve nothing.
    for (const productId of catalog.productIds) {
      const mine = won.assign.filter((round) => round.productId === productId);
      const dispatched = mine.reduce((sum, round) => sum + round.assigned, 0);
      const reserved = mine.reduce((sum, round) => sum + round.quantity - round.assigned, 0);
      const product = await database
        .selectFrom("products")
        .select("stock")
        .where("id", "=", productId)
        .executeTakeFirstOrThrow();
      expect(Number(product.stock), report).toBe(INITIAL_PER_LOT - dispatched);
      const sellable = INITIAL_PER_LOT - dispatched - reserved;
      const sell = (quantity: number) =>
        api(servers[0]!, "POST", "/api/sale", {
          client_id: catalog.clientId,
          type: "RETAIL",
          currency: "COP",
          items: [{ product_id: productId, quantity, unit_price: 1000 }],
        });
      expect((await sell(sellable + 1)).status, report).toBe(409);
      expect((await sell(sellable)).status, report).toBe(201);
    }
  });
});
