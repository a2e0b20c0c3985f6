import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rebuildAllLists } from "../src/db/lists/rebuild";
import type { TestApp } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-database";

// Issue 20: an export streams. A list of a few hundred thousand rows is read a batch at a time only as
// fast as the client takes the file, the first bytes leave before the list is read, and a client that
// goes away stops the reads. What the database has been asked for is counted by wrapping the list walk
// every bucketed list's export goes through (db/lists/list-walk.ts).

const walked = vi.hoisted(() => ({ rows: 0, open: 0 }));
vi.mock("../src/db/lists/list-walk", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/db/lists/list-walk")>();
  return {
    ...original,
    async *walkList(...args: Parameters<typeof original.walkList>) {
      walked.open++;
      try {
        for await (const batch of original.walkList(...args)) {
          walked.rows += batch.length;
          yield batch;
        }
      } finally {
        walked.open--;
      }
    },
  };
});

const ROWS = 200_000;
let t: TestApp;
let admin: string;
let base: string;

/** ROWS active products named Producto 000001…, inserted in one statement (the list's triggers keep their buckets). */
async function insertProducts(db: TestApp["app"]["db"]) {
  const at = new Date().toISOString();
  const series =
    testDbKind === "postgres"
      ? sql`select n from generate_series(1, ${ROWS}) as n`
      : sql`with recursive s(n) as (select 1 union all select n + 1 from s where n < ${ROWS}) select n from s`;
  const padded = testDbKind === "postgres" ? sql`lpad(n::text, 6, '0')` : sql`substr('000000' || n, -6, 6)`;
  await db.transaction().execute(async (trx) => {
    // PostgreSQL's list triggers cost a row lock per row: a bulk load skips them, as the large-data
    // generator does, and the lists are rebuilt below.
    if (testDbKind === "postgres") await sql`set local session_replication_role = replica`.execute(trx);
    await sql`insert into products (id, name, description, category, sku, image_url, price_cents, search_text, sort_key, created_at, updated_at)
      select 'p' || ${padded}, 'Producto ' || ${padded}, 'Descripción de prueba', 'Pruebas', 'SKU-' || ${padded}, null,
        n * 10, 'producto ' || ${padded} || ' | sku-' || ${padded}, 'producto ' || ${padded}, ${at}, ${at}
      from (${series}) s`.execute(trx);
  });
  // As the large-data generator does after a bulk load.
  await rebuildAllLists(db);
  // As autovacuum would soon after such a load: the planner then walks the list's index.
  if (testDbKind === "postgres") await sql`analyze products`.execute(db);
}

beforeAll(async () => {
  // The server's test files share their worker's modules (vitest.config.ts, isolate: false): the app
  // already imported by an earlier file holds the real list walk. A fresh import of the app picks up
  // the wrapped one.
  vi.resetModules();
  const { createSignedInApp } = await import("./helpers/test-app");
  ({ t, admin } = await createSignedInApp());
  await insertProducts(t.app.db);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  // The test's fetch keeps its connection alive for the next request.
  t.app.server.closeAllConnections();
  await t.close();
});

const get = (path: string, signal?: AbortSignal) =>
  fetch(`${base}${path}`, { headers: { cookie: admin }, ...(signal ? { signal } : {}) });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The rows read once the reads have stopped moving: the same count for a whole second, checked every
 * 200 ms, for at most 20 s. (With one still check, a server that paused 200 ms mid-walk on a loaded
 * machine would look stopped.)
 */
async function settled(): Promise<number> {
  let last = walked.rows;
  let stillChecks = 0;
  for (let i = 0; i < 100 && stillChecks < 5; i++) {
    await pause(200);
    stillChecks = walked.rows === last ? stillChecks + 1 : 0;
    last = walked.rows;
  }
  return last;
}

describe("a large export streams", () => {
  // Its own waits take up to 20 s (settled()) before the whole list is streamed: more than the default
  // 30 s on a machine busy with other work, hence its own time limit.
  it("sends its first bytes long before the list is read, reads it as the client takes it, and holds every row", async () => {
    walked.rows = 0;
    const response = await get("/api/product?format=csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe(String(ROWS));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The client stops reading: the server fills the socket's buffers (a few MB on the loopback) and
    // then waits, reading nothing more.
    const readWhilePaused = await settled();
    expect(readWhilePaused).toBeLessThan(ROWS / 2);
    await pause(300);
    expect(walked.rows).toBe(readWhilePaused);

    let lines = new TextDecoder().decode(first.value).split("\r\n").length - 1;
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const char of decoder.decode(value, { stream: true })) if (char === "\n") lines++;
    }
    expect(lines).toBe(ROWS + 1);
    expect(walked.rows).toBe(ROWS);
  }, 90_000);

  it("stops reading the database when the client goes away (xlsx)", async () => {
    walked.rows = 0;
    const controller = new AbortController();
    const response = await get("/api/product?format=xlsx", controller.signal);
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    await vi.waitFor(() => expect(walked.open).toBe(0), { timeout: 5000 });
    const readWhenGone = walked.rows;
    expect(readWhenGone).toBeLessThan(ROWS);
    await pause(300);
    expect(walked.rows).toBe(readWhenGone);
  });
});
