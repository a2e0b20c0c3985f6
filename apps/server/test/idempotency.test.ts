import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { messages } from "@inventario/shared/messages";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import type { Db } from "../src/db/connection";
import { toIso } from "../src/lib/ids";
import { createStockedProduct } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

/**
 * Idempotent writes (defect 7 of issue 16): a retry with the same Idempotency-Key and body gets the
 * first answer and writes nothing; the same key with another body is refused; racing retries, on one
 * process or two sharing the database, end with exactly one write.
 */

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app);
  clientId = await newClient();
});
afterAll(async () => {
  await t.close();
});

type Method = "POST" | "PUT" | "GET";

const send = (
  method: Method,
  url: string,
  payload: object | undefined,
  key: string | undefined,
  cookie = admin,
  app: FastifyInstance = t.app,
) =>
  app.inject({
    method,
    url,
    headers: { cookie, ...(key === undefined ? {} : { "idempotency-key": key }) },
    ...(payload ? { payload } : {}),
  });

const newKey = () => `test-${randomUUID()}`;

async function newClient(): Promise<string> {
  const identification = uniqueIdentification();
  const response = await send(
    "POST",
    "/api/clients",
    {
      identification,
      name: "Julián",
      last_name: "Peña",
      email: `julian.${identification}@correo.co`,
      birthday: "1990-05-05",
      phone_number: "3001234567",
    },
    undefined,
  );
  expect(response.statusCode, response.body).toBe(201);
  return identification;
}

const saleBody = (productId: string, quantity = 2) => ({
  client_id: clientId,
  type: "RETAIL",
  currency: "COP",
  items: [{ product_id: productId, quantity, unit_price: 1500 }],
});

const stockChange = (productId: string, warehouseId: string, quantity: number, observation = "Reintento") => ({
  product_id: productId,
  warehouse_id: warehouseId,
  quantity,
  unit: "UD",
  lot_number: "L1",
  observation,
});

const entryBody = (productId: string, warehouseId: string, quantity: number) => ({
  product_id: productId,
  warehouse_id: warehouseId,
  quantity,
  unit: "UD",
  costs: 500,
  lot_number: "L2",
  expiration_date: null,
  min_stock: 0,
  max_stock: 1000,
});

/** What a write of these routes can change, for one product: counted straight from the tables. */
async function footprint(db: Db, productId: string) {
  const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
  return {
    sales: await count(
      db
        .selectFrom("sale_lines")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("product_id", "=", productId)
        .executeTakeFirstOrThrow(),
    ),
    pickingItems: await count(
      db
        .selectFrom("withdrawal_items")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("product_id", "=", productId)
        .executeTakeFirstOrThrow(),
    ),
    movements: await count(
      db
        .selectFrom("movements")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("product_id", "=", productId)
        .executeTakeFirstOrThrow(),
    ),
    lots: await db
      .selectFrom("lots")
      .select(["lot_key", "quantity"])
      .where("product_id", "=", productId)
      .orderBy("lot_key")
      .execute(),
  };
}

function expectSameAnswer(first: LightMyRequestResponse, retry: LightMyRequestResponse) {
  expect(retry.statusCode, retry.body).toBe(first.statusCode);
  expect(retry.json()).toEqual(first.json());
}

describe("idempotent writes", () => {
  it("answers a retry with the same key and body with the first answer and sells once", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    const key = newKey();
    const first = await send("POST", "/api/sale", saleBody(productId), key);
    expect(first.statusCode, first.body).toBe(201);
    const after = await footprint(t.app.db, productId);

    const retry = await send("POST", "/api/sale", saleBody(productId), key);
    expectSameAnswer(first, retry);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await footprint(t.app.db, productId)).toEqual(after);
    expect(after.sales).toBe(1);
    expect(after.pickingItems).toBe(1);

    // Without a key nothing changes from before: the same body twice is two sales.
    expect((await send("POST", "/api/sale", saleBody(productId), undefined)).statusCode).toBe(201);
    expect((await send("POST", "/api/sale", saleBody(productId), undefined)).statusCode).toBe(201);
    expect((await footprint(t.app.db, productId)).sales).toBe(3);
  });

  it("refuses the same key with another body (422) and changes nothing", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const key = newKey();
    expect((await send("POST", "/api/sale", saleBody(productId, 2), key)).statusCode).toBe(201);
    const before = await footprint(t.app.db, productId);

    const other = await send("POST", "/api/sale", saleBody(productId, 3), key);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toEqual({ code: "IDEMPOTENCY_MISMATCH", message: messages.idempotency.mismatch });
    // The same key on another route is another request too.
    const elsewhere = await send("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 1), key);
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
    expect(await footprint(t.app.db, productId)).toEqual(before);
  });

  it("refuses a malformed key with 400 and writes nothing", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    for (const key of ["short", "x".repeat(129), "con espacios y ñ", "a,b,c,d,e,f,g,h", "clave\u0000nula"]) {
      const response = await send("POST", "/api/sale", saleBody(productId), key).catch(() => null);
      // Node refuses to even send a NUL in a header; the others reach the server.
      if (response === null) continue;
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", message: messages.idempotency.invalidKey });
    }
    expect((await footprint(t.app.db, productId)).sales).toBe(0);
  });

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

  it("is honoured by each of the six writes that move stock or money", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const sku = `SKU-IDEM-${uniqueIdentification()}`;
    const productBody = {
      name: "Producto idempotente",
      description: "Prueba",
      category: "Pruebas",
      sku,
      image_url: null,
      price: 1000,
      warehouse_id: warehouseId,
      quantity: 10,
      unit: "UD",
      costs: 600,
      lot_number: "L1",
      expiration_date: null,
      min_stock: 0,
      max_stock: 1000,
    };
    const sale = await send("POST", "/api/sale", saleBody(productId, 5), newKey());
    expect(sale.statusCode, sale.body).toBe(201);
    const picking = await send("GET", `/api/withdrawals/${sale.json().withdrawal_id}`, undefined, undefined);
    const itemId: string = picking.json().items[0].id;

    const calls: Array<[Method, string, object]> = [
      ["POST", "/api/product", productBody],
      ["POST", "/api/inventory", entryBody(productId, warehouseId, 4)],
      ["PUT", "/api/inventory/replenish", stockChange(productId, warehouseId, 6)],
      ["PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 2)],
      ["POST", "/api/sale", saleBody(productId, 1)],
      [
        "POST",
        "/api/withdrawals/assign-stock/bulk",
        { items: [{ withdrawal_item_id: itemId, assignments: [{ warehouse_id: warehouseId, quantity: 1 }] }] },
      ],
    ];
    const openApi = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const [method, url, payload] of calls) {
      // Routes declared at their prefix's root are documented with the trailing slash.
      const documented = openApi.paths[url] ?? openApi.paths[`${url}/`];
      expect(documented?.[method.toLowerCase()]?.description, url).toContain("Idempotency-Key");
      const key = newKey();
      const first = await send(method, url, payload, key);
      expect(first.statusCode, `${url}: ${first.body}`).toBeLessThan(300);
      const retry = await send(method, url, payload, key);
      expectSameAnswer(first, retry);
    }

    const created = await t.app.db.selectFrom("products").select("id").where("sku", "=", sku).execute();
    expect(created).toHaveLength(1);
    const after = await footprint(t.app.db, productId);
    // 100 + 6 - 2 - 1 (assigned) in L1, 4 in L2: each write applied once.
    expect(after.lots).toEqual([
      { lot_key: "L1", quantity: 103 },
      { lot_key: "L2", quantity: 4 },
    ]);
    expect(after.sales).toBe(2);
    // IN (first lot), IN (entry), REPLENISH, WITHDRAWAL, OUT.
    expect(after.movements).toBe(5);
    const item = await t.app.db
      .selectFrom("withdrawal_items")
      .select("fulfilled_quantity")
      .where("id", "=", itemId)
      .executeTakeFirstOrThrow();
    expect(item.fulfilled_quantity).toBe(1);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("keeps each user's keys apart", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    const seller = await signInWithPermissions(t.app, admin, ["sales:create"]);
    const key = newKey();
    const mine = await send("POST", "/api/sale", saleBody(productId), key, admin);
    const theirs = await send("POST", "/api/sale", saleBody(productId), key, seller.cookie);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);

    expectSameAnswer(mine, await send("POST", "/api/sale", saleBody(productId), key, admin));
    expectSameAnswer(theirs, await send("POST", "/api/sale", saleBody(productId), key, seller.cookie));
    expect((await footprint(t.app.db, productId)).sales).toBe(2);
  });

  it("does not replay a refusal: a key whose request changed nothing can be retried", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const key = newKey();
    const refused = await send("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 150), key);
    expect(refused.statusCode).toBe(409);
    expect(
      (await send("PUT", "/api/inventory/replenish", stockChange(productId, warehouseId, 50), newKey())).statusCode,
    ).toBe(200);
    const accepted = await send("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 150), key);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expectSameAnswer(
      accepted,
      await send("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 150), key),
    );
    expect((await footprint(t.app.db, productId)).lots).toEqual([{ lot_key: "L1", quantity: 0 }]);
  });

  it("forgets a key after 24 h, and deletes expired keys", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    const key = newKey();
    const first = await send("POST", "/api/sale", saleBody(productId), key);
    expect(first.statusCode).toBe(201);
    expectSameAnswer(first, await send("POST", "/api/sale", saleBody(productId), key));
    expect((await footprint(t.app.db, productId)).sales).toBe(1);

    const dayAndAnHourAgo = toIso(new Date(Date.now() - 25 * 60 * 60 * 1000));
    await t.app.db
      .updateTable("idempotency_keys")
      .set({ created_at: dayAndAnHourAgo })
      .where("key", "=", key)
      .execute();
    const later = await send("POST", "/api/sale", saleBody(productId), key);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    // The key answers its own retries again, now with the new sale.
    expectSameAnswer(later, await send("POST", "/api/sale", saleBody(productId), key));
    expect((await footprint(t.app.db, productId)).sales).toBe(2);

    // Expired rows are deleted by a process's first keyed request (then at most hourly).
    const stale = newKey();
    expect((await send("POST", "/api/sale", saleBody(productId), stale)).statusCode).toBe(201);
    await t.app.db
      .updateTable("idempotency_keys")
      .set({ created_at: dayAndAnHourAgo })
      .where("key", "=", stale)
      .execute();
    const fresh = await buildApp(t.config);
    await fresh.ready();
    try {
      expect((await send("POST", "/api/sale", saleBody(productId), newKey(), admin, fresh)).statusCode).toBe(201);
    } finally {
      await fresh.close();
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from idempotency_keys where key = ${stale}`.execute(
      t.app.db,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

/** A real server process (`node --import tsx src/server.ts`) on the test database; resolves once listening. */
async function startServerProcess(database: TestApp["config"]["database"]) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    SEED_DEMO: "false",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  };
  delete env.DATABASE_URL;
  if (database.kind === "postgres") env.DATABASE_URL = database.url;
  else env.SQLITE_PATH = database.path;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listo en (http:\/\/[0-9.:]+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}

describe("idempotent writes across server processes", () => {
  it("writes once when a retry races the first request on another server process", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    // Two real processes: on SQLite two connections that really wait for each other's write lock.
    const servers = await Promise.all([startServerProcess(t.config.database), startServerProcess(t.config.database)]);
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
      await Promise.all(servers.map((server) => server.stop()));
    }
  }, 120_000);
});
