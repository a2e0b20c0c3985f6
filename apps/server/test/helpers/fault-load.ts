import { sql } from "kysely";
import type { AppConfig } from "../../src/config/env";
import type { Db } from "../../src/db/connection";
import {
  type ApiAnswer,
  callApi,
  type ServerProcess,
  signInOverHttp,
  startServer,
  stopAllServers,
} from "./server-process";
import { createTestDatabase } from "./test-database";
import { uniqueIdentification } from "./users";

/** A fault test's time limit: a quiet run takes 10–25 s; server starts slow down several-fold when the 2 cores are shared with other suites. */
export const FAULT_TEST_TIMEOUT_MS = 120_000;

/** The seed of a fault test: FAULT_SEED or a fixed default, printed so a failing run can be replayed. */
export function faultSeed(test: string, fallback: number): number {
  const seed = Number(process.env.FAULT_SEED ?? fallback);
  console.info(
    `${test}: seed ${seed} (FAULT_SEED=${seed} replays the same random choices; the interleaving is the machine's)`,
  );
  return seed;
}

/** mulberry32: a tiny seeded generator, so the sequence of operations is the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/** Answers of a load run by kind and status, plus what came back without an answer. */
export class Tally {
  readonly byStatus = new Map<string, number>();
  /** 5xx answers and unexpected statuses, with their bodies, for the failure message. */
  readonly failures: string[] = [];
  noAnswer = 0;
  sent = 0;

  record(kind: string, answer: ApiAnswer, expected: readonly number[]): void {
    const key = `${kind} ${answer.status}`;
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + 1);
    if (!expected.includes(answer.status)) this.failures.push(`${key}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  }

  count(status: number): number {
    let total = 0;
    for (const [key, n] of this.byStatus) if (key.endsWith(` ${status}`)) total += n;
    return total;
  }

  summary(): string {
    const statuses = [...this.byStatus].sort().map(([key, n]) => `${key}: ${n}`);
    return `${this.sent} requests; ${statuses.join(", ")}; no answer: ${this.noAnswer}`;
  }
}

export type Catalog = { clientId: string; warehouseIds: string[]; productIds: string[] };
export type CatalogShape = { warehouses: number; products: number; quantity: number };

/** A client, warehouses and products with one lot "L1" of `quantity` units in every warehouse, through the API. */
export async function createCatalog(url: string, cookie: string, shape: CatalogShape): Promise<Catalog> {
  const ok = async (answer: Promise<ApiAnswer>, status = 201) => {
    const { status: got, body } = await answer;
    if (got !== status) throw new Error(`catalog set-up: ${got} ${JSON.stringify(body)}`);
    return body as { id: string };
  };
  const clientId = uniqueIdentification();
  await ok(
    callApi(url, cookie, "POST", "/api/clients", {
      identification: clientId,
      name: "Camila",
      last_name: "Ríos",
      email: `camila.${clientId}@correo.co`,
      birthday: "1991-03-03",
      phone_number: "3001112233",
    }),
  );
  const warehouseIds: string[] = [];
  for (let w = 0; w < shape.warehouses; w++) {
    const name = `Bodega ${uniqueIdentification()}`;
    warehouseIds.push((await ok(callApi(url, cookie, "POST", "/api/warehouse", { name }))).id);
  }
  const productIds: string[] = [];
  for (let p = 0; p < shape.products; p++) {
    const tag = uniqueIdentification();
    const [first, ...others] = warehouseIds as [string, ...string[]];
    const lot = { quantity: shape.quantity, unit: "UD", costs: 600, lot_number: "L1", expiration_date: null };
    const limits = { min_stock: 0, max_stock: 100_000 };
    const product = await ok(
      callApi(url, cookie, "POST", "/api/product", {
        name: `Producto ${tag}`,
        description: "Prueba de carga",
        category: "Pruebas",
        sku: `SKU-${tag}`,
        image_url: null,
        price: 1000,
        warehouse_id: first,
        ...lot,
        ...limits,
      }),
    );
    for (const warehouseId of others) {
      await ok(
        callApi(url, cookie, "POST", "/api/inventory", {
          product_id: product.id,
          warehouse_id: warehouseId,
          ...lot,
          ...limits,
        }),
      );
    }
    productIds.push(product.id);
  }
  return { clientId, warehouseIds, productIds };
}

/** Invariants every fault test checks beyond ledgerMismatches: no negative lot, no over-fulfilled item. */
export async function stockViolations(db: Db) {
  const negativeLots = await db.selectFrom("lots").select(["id", "quantity"]).where("quantity", "<", 0).execute();
  const overFulfilled = await db
    .selectFrom("withdrawal_items")
    .select(["id", "requested_quantity", "fulfilled_quantity"])
    .whereRef("fulfilled_quantity", ">", "requested_quantity")
    .execute();
  return { negativeLots, overFulfilled };
}

/** SQLite's own check of the file after a crash; "ok" when sound. */
export async function sqliteIntegrity(db: Db): Promise<string> {
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  return rows.map((row) => row.integrity_check).join("\n");
}

/** What a fault test runs against: a fresh database, real server processes on it, an admin session, a catalog. */
export type FaultServers = {
  database: AppConfig["database"];
  /** The running servers; a test that restarts one puts the new process in its place, so close() stops it. */
  servers: ServerProcess[];
  /** The admin's session, signed in on the first server. Sessions live in the database: it survives restarts. */
  cookie: string;
  catalog: Catalog;
  /** For afterAll: stops the servers, kills any other this process started, drops the database. */
  close(): Promise<void>;
};

/**
 * Starts `servers` processes on a new database copied from the run's migrated template, one after the
 * other (the first start creates the admin, the next ones find it ready), signs the admin in and creates
 * the catalog through the first one.
 */
export async function startFaultServers(options: { servers: number; catalog: CatalogShape }): Promise<FaultServers> {
  const { database, drop } = await createTestDatabase({ migrated: true });
  const servers: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await stopAllServers();
    await drop();
  };
  try {
    for (let i = 0; i < options.servers; i++) servers.push(await startServer({ database }));
    const first = servers[0]!;
    const cookie = await signInOverHttp(first.url);
    const catalog = await createCatalog(first.url, cookie, options.catalog);
    return { database, servers, cookie, catalog, close };
  } catch (error) {
    // afterAll has nothing to close yet: what was started must not outlive the failed set-up.
    await close();
    throw error;
  }
}
