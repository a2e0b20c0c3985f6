import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../src/db/connection";
import { WORKER_LOST } from "../src/db/long-read-pool";
import { endLongWritesWorker, longWritesOf } from "../src/db/long-writes";
import { testDbKind } from "./helpers/test-database";

/** A promise and the function that settles it: where a test holds a transaction open. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const texts = async (db: Db) =>
  (await sql<{ text: string }>`select text from notes order by id`.execute(db)).rows.map((row) => row.text);

/**
 * The longest gap between the ticks of a 5 ms timer while `work` runs: how long the event loop was held.
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, stallMs: Math.max(stallMs, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

// docs/decisions/0025-imports.md, db/long-writes.ts: an import's or a stock count's transaction runs its
// statements and its commit in a worker thread with a write connection of its own, taking the same turns
// as the server's writers.
describe.skipIf(testDbKind !== "sqlite")("long writes in a worker thread (SQLite file)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inventario-long-writes-"));
  const db = createDatabase({ kind: "sqlite", path: path.join(dir, "writes.db") });
  const longWrites = longWritesOf(db);
  beforeAll(async () => {
    await sql`create table notes (id integer primary key, text text not null unique)`.execute(db);
    await sql`insert into notes (text) values ('committed')`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is a handle of its own, whose statements leave the event loop free however long they run", async () => {
    expect(longWrites).not.toBe(db);
    // A statement of about half a second on the server's own connection holds the event loop for all of it.
    const slow = sql<{ n: number }>`
      with recursive counter(n) as (select 1 union all select n + 1 from counter where n < 1500000)
      select count(*) as n from counter`;
    const onServer = await longestStall(() => db.transaction().execute((trx) => slow.execute(trx)));
    const inWorker = await longestStall(() => longWrites.transaction().execute((trx) => slow.execute(trx)));
    expect(inWorker.result.rows).toEqual(onServer.result.rows);
    expect(onServer.stallMs).toBeGreaterThan(150);
    expect(inWorker.stallMs).toBeLessThan(onServer.stallMs / 2);
  });

  it("commits all or nothing: readers see the last commit meanwhile, writers wait their turn, never fail", async () => {
    const written = gate();
    const release = gate();
    const order: string[] = [];
    const transaction = longWrites.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('long 1'), ('long 2')`.execute(trx);
      // Its own rows are visible to it.
      expect(await texts(trx)).toEqual(["committed", "long 1", "long 2"]);
      written.open();
      await release.opened;
      order.push("long write commits");
    });
    await written.opened;
    expect(await texts(db)).toEqual(["committed"]);
    const write = db
      .transaction()
      .execute((trx) => sql`insert into notes (text) select 'after ' || count(*) from notes`.execute(trx))
      .then(() => order.push("server write"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    release.open();
    await Promise.all([transaction, write]);
    expect(order).toEqual(["long write commits", "server write"]);
    expect(await texts(db)).toEqual(["committed", "long 1", "long 2", "after 3"]);
  });

  it("rolls back on an error and passes the turn on", async () => {
    const failing = longWrites.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('rolled back')`.execute(trx);
      await sql`insert into notes (text) values ('committed')`.execute(trx);
    });
    await expect(failing).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT_UNIQUE" });
    await sql`insert into notes (text) values ('next')`.execute(db);
    expect(await texts(db)).toEqual(["committed", "long 1", "long 2", "after 3", "next"]);
  });

  it("loses a crashed worker's uncommitted rows, answers 'unavailable', and starts a new worker next", async () => {
    const written = gate();
    const transaction = longWrites.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('lost')`.execute(trx);
      written.open();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sql`insert into notes (text) values ('lost too')`.execute(trx);
    });
    await written.opened;
    endLongWritesWorker(db);
    await expect(transaction).rejects.toMatchObject({ code: WORKER_LOST });
    // The server's writer has the turn back, and SQLite's write lock is free.
    await sql`insert into notes (text) values ('after the crash')`.execute(db);
    await longWrites.transaction().execute((trx) => sql`insert into notes (text) values ('new worker')`.execute(trx));
    expect(await texts(db)).toEqual([
      "committed",
      "long 1",
      "long 2",
      "after 3",
      "next",
      "after the crash",
      "new worker",
    ]);
  });
});

describe.skipIf(testDbKind !== "postgres")("long writes on PostgreSQL", () => {
  it("are the database itself: its statements already run in the database server", () => {
    const db = createDatabase({ kind: "postgres", url: "postgres://127.0.0.1:1/none" });
    expect(longWritesOf(db)).toBe(db);
    return db.destroy();
  });
});
