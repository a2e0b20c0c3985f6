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
