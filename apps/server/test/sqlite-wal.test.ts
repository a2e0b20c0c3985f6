import fs from "node:fs";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../src/db/connection";
import { createTestDatabase, type TestDatabase, testDbKind } from "./helpers/test-database";

let db: Db | undefined;
let testDb: TestDatabase | undefined;
afterEach(async () => {
  await db?.destroy();
  await testDb?.drop();
  db = testDb = undefined;
});

/** The WAL header's first salt: SQLite changes it each time a writer starts the WAL over from its beginning. */
const walSalt = (walFile: string) => {
  const header = Buffer.alloc(32);
  const fd = fs.openSync(walFile, "r");
  try {
    fs.readSync(fd, header, 0, 32, 0);
  } finally {
    fs.closeSync(fd);
  }
  return header.readUInt32BE(16);
};

describe.runIf(testDbKind === "sqlite")("the SQLite WAL under a steady stream of commits", () => {
  it("is started over by the maintenance thread's restart, and cut back to its size limit", async () => {
    testDb = await createTestDatabase();
    if (testDb.database.kind !== "sqlite") throw new Error("SQLite only");
    const walFile = `${testDb.database.path}-wal`;
    const writer = createDatabase(testDb.database);
    db = writer;
    await sql`create table wal_probe (id integer primary key, body text not null)`.execute(writer);
    const body = "x".repeat(32 * 1024);
    const write = () => sql`insert into wal_probe (body) values (${body})`.execute(writer);
    await write();
    const firstSalt = walSalt(walFile);

    // Commits back to back, without the pauses in which a passive checkpoint could finish the WAL and the
    // next writer start it over on its own: only the thread's restart does it (sqlite-maintenance-worker.mjs).
    let restarted = false;
    let commits = 0;
    const deadline = Date.now() + 15_000;
    while (!restarted && Date.now() < deadline) {
      await writer.transaction().execute(async (trx) => {
        await sql`insert into wal_probe (body) values (${body})`.execute(trx);
      });
      commits++;
      if (commits % 50 === 0) {
        restarted = walSalt(walFile) !== firstSalt;
        // A few microseconds for the thread's lock attempts, as an HTTP server's requests leave between commits.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    expect(restarted).toBe(true);
    // More than 16 MB of WAL (4,096 frames) had been written when it was restarted; once the thread has copied
    // what followed, the next commit starts over again and cuts the file to 64 MB if it grew beyond.
    expect(commits * body.length).toBeGreaterThan(16 * 1024 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await write();
    expect(fs.statSync(walFile).size).toBeLessThanOrEqual(64 * 1024 * 1024);
  }, 30_000);
});

/** This process's resident file-backed memory in MB (Linux). */
const residentFileMb = () => Number(/RssFile:\s+(\d+)/.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024;

describe.runIf(testDbKind === "sqlite" && fs.existsSync("/proc/self/status"))(
  "SQLite's file and the server's memory",
  () => {
    it("reading 48 MB of a table leaves none of the file resident in the process (decision 0033)", async () => {
      testDb = await createTestDatabase();
      if (testDb.database.kind !== "sqlite") throw new Error("SQLite only");
      db = createDatabase(testDb.database);
      await sql`create table memory_probe (id integer primary key, body text not null)`.execute(db);
      const chunk = "x".repeat(64 * 1024);
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 768; i++) await sql`insert into memory_probe (body) values (${chunk})`.execute(trx);
      });
      // Into the file itself: pages still in the WAL are read, never mapped.
      await sql`pragma wal_checkpoint(truncate)`.execute(db);
      const before = residentFileMb();
      // A plain read: the read connection (sqlite-driver.ts). A mapped file would leave the 48 MB it read resident.
      const { rows } = await sql<{ bytes: number }>`select sum(length(body)) as bytes from memory_probe`.execute(db);
      expect(rows[0]?.bytes).toBe(768 * 64 * 1024);
      expect(residentFileMb() - before).toBeLessThan(16);
    });
  },
);
