import { messages } from "@inventario/shared/messages";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startPostgresCluster } from "../../../scripts/postgres-cluster.mjs";
import { buildApp } from "../src/app";
import type { AppConfig } from "../src/config/env";
import { prepareDatabase } from "../src/db/bootstrap";
import { isDatabaseUnavailable } from "../src/db/unavailable";
import { toErrorResponse } from "../src/errors";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { createCatalog } from "./helpers/fault-load";
import { ledgerMismatches } from "./helpers/ledger";
import { callApi, type ServerProcess, signInOverHttp, startServer, stopAllServers } from "./helpers/server-process";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createSignedInApp, signIn, type TestApp } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-database";

/**
 * The database going away under load (issue 16, defect 1): the requests it cuts answer 503, the
 * process keeps running and serves again once the database is back, and no acknowledged write is lost.
 * A crash here is an unhandled 'error' event in the test process, which fails the run.
 */

const LOOPS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("database errors that mean 'unavailable'", () => {
  it("answers 503 UNAVAILABLE with a Spanish message, never internals", () => {
    const cases = [
      Object.assign(new Error("Connection terminated unexpectedly")),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      Object.assign(new AggregateError([Object.assign(new Error("refused"), { code: "ECONNREFUSED" })], "")),
      Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
    ];
    // Our own bugs and faults that need an operator stay 500, logged as errors.
    const notUnavailable = [
      new Error("boom"),
      Object.assign(new Error("dup"), { code: "23505" }),
      Object.assign(new Error("database table is locked"), { code: "SQLITE_LOCKED" }),
      Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR_WRITE" }),
      new Error("Client was closed and is not queryable"),
    ];
    for (const error of cases) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(toErrorResponse(error as never)).toEqual({
        status: 503,
        body: { message: messages.errors.databaseUnavailable, code: "UNAVAILABLE" },
      });
    }
    for (const error of notUnavailable) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(toErrorResponse(error as never).status).toBe(500);
    }
  });
});

type Load = { statuses: Map<number, number>; acknowledged: string[]; unavailableBodies: unknown[] };

/** LOOPS concurrent sellers until `stop()`; every answer is recorded. */
function sellUnderLoad(app: FastifyInstance, cookie: string, clientId: string, productId: string) {
  const load: Load = { statuses: new Map(), acknowledged: [], unavailableBodies: [] };
  let running = true;
  const loop = async () => {
    while (running) {
      const response = await app.inject({
        method: "POST",
        url: "/api/sale",
        headers: { cookie },
        payload: {
          client_id: clientId,
          type: "RETAIL",
          currency: "COP",
          items: [{ product_id: productId, quantity: 1, unit_price: 1000 }],
        },
      });
      load.statuses.set(response.statusCode, (load.statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 201) load.acknowledged.push(response.json().id);
      if (response.statusCode === 503) {
        load.unavailableBodies.push(response.json());
        await sleep(20);
      }
    }
  };
  const loops = Array.from({ length: LOOPS }, loop);
  return {
    load,
    async stop() {
      running = false;
      await Promise.all(loops);
      return load;
    },
  };
}

/** After the fault: answers normally, every acknowledged sale is there, and the ledger adds up. */
async function expectRecovered(app: FastifyInstance, cookie: string, clientId: string, productId: string, load: Load) {
  const statuses = [...load.statuses.keys()].sort();
  expect(
    statuses.filter((status) => ![201, 503].includes(status)),
    JSON.stringify([...load.statuses]),
  ).toEqual([]);
  for (const body of load.unavailableBodies) {
    expect(body).toEqual({ message: messages.errors.databaseUnavailable, code: "UNAVAILABLE" });
  }
  const after = sellUnderLoad(app, cookie, clientId, productId);
  await sleep(200);
  const recovered = await after.stop();
  expect([...recovered.statuses.keys()]).toEqual([201]);
  expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

  const acknowledged = [...load.acknowledged, ...recovered.acknowledged];
  const stored = await app.db.selectFrom("sales").select("id").where("id", "in", acknowledged).execute();
  expect(stored.length).toBe(acknowledged.length);
  expect(await ledgerMismatches(app.db)).toEqual([]);
}

describe.skipIf(testDbKind !== "postgres")("PostgreSQL connections terminated under load", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => ({ t, admin: cookie } = await createSignedInApp()));
  afterAll(() => t?.close());

  it("answers 503 for the requests cut, keeps running and serves again", async () => {
    const { productId } = await createStockedProduct(t.app, cookie, { quantity: 1_000_000 });
    const clientId = await createClient(t.app, cookie);
    const database = new URL((t.config.database as { url: string }).url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject("postgresUrl") });
    await admin.connect();
    const selling = sellUnderLoad(t.app, cookie, clientId, productId);
    let terminated = 0;
    try {
      // Cut every connection of the app several times while sales are in flight.
      for (let round = 0; round < 4 || selling.load.unavailableBodies.length === 0; round++) {
        if (round > 40) break;
        await sleep(150);
        const { rowCount } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [database],
        );
        terminated += rowCount ?? 0;
      }
      await sleep(150);
    } finally {
      await admin.end();
    }
    const load = await selling.stop();
    console.log(`connections terminated: ${terminated}; answers: ${JSON.stringify([...load.statuses])}`);
    expect(terminated).toBeGreaterThan(0);
    expect(load.unavailableBodies.length).toBeGreaterThan(0);
    await expectRecovered(t.app, cookie, clientId, productId, load);
  });
});

describe.skipIf(testDbKind !== "postgres")("PostgreSQL stopped and started again", () => {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A cluster of its own (stopping the shared one would cut every other test file). Commits are
    // acknowledged only once in the WAL, so an immediate stop cannot lose one.
    cluster = await startPostgresCluster({ settings: ["synchronous_commit=on"] });
    const config: AppConfig = {
      port: 0,
      host: "127.0.0.1",
      seedDemo: false,
      sessionTtlHours: 8,
      logLevel: "silent",
      webDist: undefined,
      trustProxy: false,
      loginRateLimit: { perIpMax: 10_000, perEmailMax: 10_000, windowMs: 60_000 },
      database: { kind: "postgres", url: cluster.url },
      admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: "Administrador" },
    };
    app = await buildApp(config);
    await prepareDatabase(app.db, config);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    cluster?.stop();
  });

  it("answers 503 while it is down (health too) and serves again without a restart", async () => {
    const cookie = await signIn(app);
    const { productId } = await createStockedProduct(app, cookie, { quantity: 1_000_000 });
    const clientId = await createClient(app, cookie);
    const selling = sellUnderLoad(app, cookie, clientId, productId);
    await sleep(300);
    cluster.stopImmediately();
    await sleep(300);

    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: messages.errors.databaseUnavailable, code: "UNAVAILABLE" });
    expect(health.headers["retry-after"]).toBe("1");
    const list = await app.inject({ method: "GET", url: "/api/product?page=1", headers: { cookie } });
    expect(list.statusCode).toBe(503);

    cluster.start();
    const load = await selling.stop();
    console.log(`answers while PostgreSQL stopped and started: ${JSON.stringify([...load.statuses])}`);
    expect(load.unavailableBodies.length).toBeGreaterThan(0);
    await expectRecovered(app, cookie, clientId, productId, load);
  });
});

describe.skipIf(testDbKind !== "postgres")("two real server processes while PostgreSQL restarts", () => {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    cluster = await startPostgresCluster({ settings: ["synchronous_commit=on"] });
    const database = { kind: "postgres" as const, url: cluster.url };
    servers = [await startServer({ database })];
    servers.push(await startServer({ database }));
  }, 120_000);
  afterAll(async () => {
    await stopAllServers();
    cluster?.stop();
  });

  it("both keep running through the outage, answer 503 meanwhile and serve again", async () => {
    const cookie = await signInOverHttp(servers[0]!.url);
    const { clientId, productIds } = await createCatalog(servers[0]!.url, cookie, {
      warehouses: 1,
      products: 1,
      quantity: 100_000,
    });
    const sale = (server: ServerProcess) =>
      callApi(server.url, cookie, "POST", "/api/sale", {
        client_id: clientId,
        type: "RETAIL",
        currency: "COP",
        items: [{ product_id: productIds[0], quantity: 1, unit_price: 1000 }],
      });
    const statuses: number[] = [];
    let running = true;
    const loops = Array.from({ length: LOOPS }, async (_, i) => {
      while (running) {
        const answer = await sale(servers[i % 2]!);
        statuses.push(answer.status);
        if (answer.status === 503) await sleep(20);
      }
    });
    await sleep(300);
    cluster.stopImmediately();
    await sleep(500);
    for (const server of servers) {
      expect((await callApi(server.url, cookie, "GET", "/api/health")).status).toBe(503);
    }
    cluster.start();
    running = false;
    await Promise.all(loops);
    console.log(`two processes through a PostgreSQL restart: ${statuses.length} sales sent`);
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);

    for (const server of servers) {
      expect(server.alive(), server.logs()).toBe(true);
      expect((await callApi(server.url, cookie, "GET", "/api/health")).status).toBe(200);
      expect((await sale(server)).status).toBe(201);
    }
  }, 120_000);
});
