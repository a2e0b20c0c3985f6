import { messages } from "@inventario/shared/messages";
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db, SQLITE_READ_PRAGMAS } from "../src/db/connection";
import { isPostgres } from "../src/db/dialect";
import { walkGroupedOnce } from "../src/db/grouped-walk";
import { WORKER_LOST } from "../src/db/long-read-pool";
import { attachLongReads, endLongReadWorkers, longReadsOf, onEveryReadConnection } from "../src/db/long-reads";
import { isDatabaseUnavailable } from "../src/db/unavailable";
import { toErrorResponse } from "../src/errors";
import { createTestApp, type TestApp } from "./helpers/test-app";

// Long reads off the event loop (db/long-reads.ts, docs/decisions/0022-long-reads-off-the-event-loop.md):
// on SQLite they run in worker threads with read-only connections of their own.

let t: TestApp;
let db: Db;
/** Other handles on the test's file, each with its own long-read workers; destroyed at the end. */
const handles: Db[] = [];

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
});
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.destroy()));
  await t.close();
});

/** Counting to `n` in SQL: a read that takes long without any data (~1 s for 3M on a busy 2-core machine). */
const countTo = (n: number) =>
  sql<{
    n: number;
  }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n}) select count(*) as n from c`;

/** The numbers 1 to `n`, in order, as rows `{ x }`. */
const numbersTo = (n: number) =>
  CompiledQuery.raw("with recursive c(x) as (select 1 union all select x + 1 from c where x < ?) select x from c", [n]);

/** A new handle on the test's SQLite file whose long reads have `workers` workers and these settings. */
function otherHandle(workers: number) {
  const handle = createDatabase(t.config.database);
  handles.push(handle);
  if (t.config.database.kind !== "sqlite") throw new Error("SQLite only");
  // Replaces the long reads createDatabase gave it (never started: workers start at the first read).
  const reads = attachLongReads(handle, { path: t.config.database.path, pragmas: SQLITE_READ_PRAGMAS }, workers);
  return { handle, reads };
}

/** How long `work` takes, in ms. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

describe("where long reads run", () => {
  it("on PostgreSQL, in a transaction and on an in-memory SQLite database: on the database itself", async () => {
    if (isPostgres(db)) expect(longReadsOf(db)).toBe(db);
    else expect(longReadsOf(db)).not.toBe(db);
    await db.transaction().execute(async (trx) => {
      expect(longReadsOf(trx)).toBe(trx);
    });
    const memory = createDatabase({ kind: "sqlite", path: ":memory:" });
    try {
      expect(longReadsOf(memory)).toBe(memory);
    } finally {
      await memory.destroy();
    }
  });
});

describe.skipIf(isPostgresRun())("SQLite long reads in worker threads", () => {
  it("a long read leaves the server answering: a health check waits far less than the read takes", async () => {
    // On the server's own connection the read holds the event loop, and the health check waits it out.
    const onLoop = countTo(3_000_000).execute(db);
    const blocked = await timed(() => t.app.inject({ method: "GET", url: "/api/health" }));
    await onLoop;
    // Through longReadsOf it runs in a worker, and the health check answers at once.
    const read = timed(() => countTo(3_000_000).execute(longReadsOf(db)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await timed(() => t.app.inject({ method: "GET", url: "/api/health" }));
    const { ms: readMs, value } = await read;

    expect(value.rows).toEqual([{ n: 3_000_000 }]);
    expect(health.value.statusCode).toBe(200);
    expect(readMs).toBeGreaterThan(300);
    expect(blocked.ms).toBeGreaterThan(300);
    expect(health.ms).toBeLessThan(readMs / 4);
  });

  it("gives the same rows as the server's own connection (same types: numbers, text, null)", async () => {
    const query = sql`select 1 as one, -2.5 as real, 'Peñalosa' as text, null as absent,
      9007199254740991 as largest, count(*) as tables, sum(rootpage) as pages, json_array(1, 'a') as json
      from sqlite_master where type = 'table'`;
    const own = await query.execute(db);
    const worker = await query.execute(longReadsOf(db));
    expect(worker.rows).toEqual(own.rows);
    expect(worker.rows.length).toBe(1);
    const tables = await db.selectFrom("products").select(["id", "name", "price_cents", "is_active"]).execute();
    expect(
      await longReadsOf(db).selectFrom("products").select(["id", "name", "price_cents", "is_active"]).execute(),
    ).toEqual(tables);
  });

  it("sees what the server's connection committed, and cannot write", async () => {
    await sql`create table long_read_probe (x integer)`.execute(db);
    await sql`insert into long_read_probe values (7)`.execute(db);
    expect((await sql`select x from long_read_probe`.execute(longReadsOf(db))).rows).toEqual([{ x: 7 }]);
    await expect(sql`insert into long_read_probe values (8)`.execute(longReadsOf(db))).rejects.toMatchObject({
      code: "SQLITE_READONLY",
    });
    await sql`drop table long_read_probe`.execute(db);
  });

  it("the grouped walk of a report's export groups in a worker: its table is in no connection of the server's own", async () => {
    const tables = sql<{ n: number }>`select count(*) as n from sqlite_temp_master
      where name like 'export_groups_%' and type = 'table'`;
    const grouped = sql`select 'k' || x as key, 1 as sales, x as units, x as amount_cents
      from (with recursive c(x) as (select 1 union all select x + 1 from c where x < 2500) select x from c)`;
    let batches = 0;
    for await (const batch of walkGroupedOnce(db, grouped, 1000)) {
      batches++;
      expect(batch[0]?.amount_cents).toBe(2500 - (batches - 1) * 1000);
      // Neither of the server's own connections (the read one, and the write one a transaction reaches).
      expect((await tables.execute(db)).rows).toEqual([{ n: 0 }]);
      expect((await db.transaction().execute((trx) => tables.execute(trx))).rows).toEqual([{ n: 0 }]);
      const everywhere = await onEveryReadConnection(db, tables.compile(db));
      expect(everywhere.reduce((sum, row) => sum + row.n, 0)).toBe(1);
    }
    expect(batches).toBe(3);
  });

  it("streams every row in order, a batch at a time of at most the size asked", async () => {
    const sizes: number[] = [];
    const rows: number[] = [];
    await longReadsOf(db)
      .getExecutor()
      .provideConnection(async (connection) => {
        for await (const batch of connection.streamQuery<{ x: number }>(numbersTo(10_500), 1000)) {
          sizes.push(batch.rows.length);
          for (const row of batch.rows) rows.push(row.x);
        }
      });
    expect(sizes).toEqual([...Array(10).fill(1000), 500]);
    expect(rows).toEqual(Array.from({ length: 10_500 }, (_, i) => i + 1));
  });

  it("reads a stream no further than asked: left after a batch, the worker is free at once", async () => {
    const { reads } = otherHandle(1);
    // 50M rows would take the worker many seconds to read through.
    const first = await timed(() =>
      reads.getExecutor().provideConnection(async (connection) => {
        for await (const batch of connection.streamQuery<{ x: number }>(numbersTo(50_000_000), 100)) return batch.rows;
        return [];
      }),
    );
    expect(first.value.map((row) => row.x)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    // The one worker answers the next read at once: it is not reading the rest.
    const next = await timed(() => sql`select 1 as one`.execute(reads));
    expect(next.value.rows).toEqual([{ one: 1 }]);
    expect(first.ms + next.ms).toBeLessThan(2000);
  });

  it("a worker that dies fails its read as 'unavailable' (503), and the next read gets a new one", async () => {
    const { handle, reads } = otherHandle(1);
    const running = countTo(20_000_000)
      .execute(reads)
      .then(
        () => null,
        (error: unknown) => error,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
    endLongReadWorkers(handle);
    const failure = await running;
    expect(failure).toMatchObject({ code: WORKER_LOST });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(toErrorResponse(failure as never)).toEqual({
      status: 503,
      body: { message: messages.errors.databaseUnavailable, code: "UNAVAILABLE" },
    });
    // The pool's one worker was replaced: the next read runs.
    expect((await countTo(1000).execute(reads)).rows).toEqual([{ n: 1000 }]);
    // A worker that died while idle is replaced too.
    endLongReadWorkers(handle);
    expect((await countTo(10).execute(reads)).rows).toEqual([{ n: 10 }]);
  });

  it("destroying the database ends its workers: a read still running fails as 'unavailable'", async () => {
    const { handle, reads } = otherHandle(2);
    const running = countTo(20_000_000)
      .execute(reads)
      .then(
        () => null,
        (error: unknown) => error,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await handle.destroy();
    expect(isDatabaseUnavailable(await running)).toBe(true);
  });
});

function isPostgresRun() {
  return process.env.TEST_DB === "postgres";
}
