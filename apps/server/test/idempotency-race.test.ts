import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { createSignedInAppWithClient, createStockedProduct, stockChange } from "./helpers/catalog";
import { expectSameAnswer, footprint, keyedSender, newKey, saleBodyFor } from "./helpers/idempotency";
import { ledgerMismatches } from "./helpers/ledger";
import { startServer, stopAllServers } from "./helpers/server-process";
import type { TestApp } from "./helpers/test-app";

/**
 * Idempotent writes racing (defect 7 of issue 16): retries sent while the first request is still
 * running, on one process, on two app instances sharing the database, and on two real server
 * processes, end with exactly one write and the same answer for all of them.
 */

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => ({ t, admin, clientId } = await createSignedInAppWithClient()));
afterAll(async () => {
  await stopAllServers();
  await t.close();
});

const send = keyedSender(() => ({ app: t.app, cookie: admin }));

const saleBody = (productId: string, quantity = 2) => saleBodyFor(clientId, productId, quantity);

describe("idempotent writes racing the first request", () => {
  it("writes once when retries race the first request on one process", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const saleKey = newKey();
    const sales = await Promise.all(
      Array.from({ length: 5 }, () => send("POST", "/api/sale", saleBody(productId), saleKey)),
    );
    for (const response of sales) expectSameAnswer(sales[0]!, response);
    expect(sales[0]!.statusCode).toBe(201);

    const withdrawKey = newKey();
    const withdrawals = await Promise.all(
      Array.from({ length: 5 }, () =>
        send("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 7), withdrawKey),
      ),
    );
    for (const response of withdrawals) expectSameAnswer(withdrawals[0]!, response);
    expect(withdrawals[0]!.statusCode).toBe(200);

    const after = await footprint(t.app.db, productId);
    expect(after.sales).toBe(1);
    expect(after.lots).toEqual([{ lot_key: "L1", quantity: 93 }]);
    // The first lot's IN and one WITHDRAWAL.
    expect(after.movements).toBe(2);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("writes once when retries race the first request on two app instances sharing the database", async () => {
    // Two pools on PostgreSQL. On SQLite the two instances share this thread, so their requests take
    // turns; the test below races real processes on both databases.
    const second = await buildApp(t.config);
    await second.ready();
    try {
      const { productId, warehouseId } = await createStockedProduct(t.app, admin);
      // Sessions live in the database, so the admin's cookie works on both.
      for (let round = 0; round < 4; round++) {
        const key = newKey();
        const [a, b] = await Promise.all([
          send("POST", "/api/sale", saleBody(productId, 1), key, admin, t.app),
          send("POST", "/api/sale", saleBody(productId, 1), key, admin, second),
        ]);
        expect(a.statusCode, a.body).toBe(201);
        expectSameAnswer(a, b);

        const changeKey = newKey();
        const [c, d] = await Promise.all([
          send("PUT", "/api/inventory/replenish", stockChange(productId, warehouseId, 3), changeKey, admin, second),
          send("PUT", "/api/inventory/replenish", stockChange(productId, warehouseId, 3), changeKey, admin, t.app),
        ]);
        expect(c.statusCode, c.body).toBe(200);
        expectSameAnswer(c, d);
      }
      const after = await footprint(t.app.db, productId);
      expect(after.sales).toBe(4);
      expect(after.lots).toEqual([{ lot_key: "L1", quantity: 112 }]);
      expect(after.movements).toBe(5);
      expect(await ledgerMismatches(t.app.db)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe("idempotent writes across server processes", () => {
  it("writes once when a retry races the first request on another server process", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    // Two real processes: on SQLite two connections that really wait for each other's write lock.
    const servers = await Promise.all([
      startServer({ database: t.config.database }),
      startServer({ database: t.config.database }),
    ]);
    try {
      const post = (url: string, route: string, method: string, body: object, key: string) =>
        fetch(`${url}${route}`, {
          method,
          headers: { cookie: admin, "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify(body),
        }).then(async (response) => ({ status: response.status, body: await response.json() }));
      const rounds = 8;
      for (let round = 0; round < rounds; round++) {
        const [a, b] = servers.map((server) => server.url);
        const saleKey = newKey();
        const sales = await Promise.all([
          post(a!, "/api/sale", "POST", saleBody(productId, 1), saleKey),
          post(b!, "/api/sale", "POST", saleBody(productId, 1), saleKey),
        ]);
        expect(sales[0].status, JSON.stringify(sales)).toBe(201);
        expect(sales[1]).toEqual(sales[0]);
        const withdrawKey = newKey();
        const withdrawals = await Promise.all([
          post(b!, "/api/inventory/withdraw", "PUT", stockChange(productId, warehouseId, 2), withdrawKey),
          post(a!, "/api/inventory/withdraw", "PUT", stockChange(productId, warehouseId, 2), withdrawKey),
        ]);
        expect(withdrawals[0].status, JSON.stringify(withdrawals)).toBe(200);
        expect(withdrawals[1]).toEqual(withdrawals[0]);
      }
      const after = await footprint(t.app.db, productId);
      expect(after.sales).toBe(rounds);
      expect(after.lots).toEqual([{ lot_key: "L1", quantity: 100 - 2 * rounds }]);
      expect(after.movements).toBe(1 + rounds);
      expect(await ledgerMismatches(t.app.db)).toEqual([]);
    } finally {
      await Promise.all(servers.map((server) => server.kill()));
    }
  }, 120_000);
});
