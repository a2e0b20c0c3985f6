import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/connection";
import { isPostgres } from "../src/db/dialect";
import { type GroupFigures, walkGroupedOnce } from "../src/db/grouped-walk";
import { onEveryReadConnection } from "../src/db/long-reads";
import { createTestApp, type TestApp } from "./helpers/test-app";

// The export of the sales report by product or client (db/grouped-walk.ts): a grouped read walked in
// batches in the report's order, grouped once into a temporary table that goes away with the walk.

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
  await sql`create table walk_source (key text not null, units integer not null, amount integer not null)`.execute(db);
  // Seven keys; 'b', 'd' and 'f' tie on 500, 'c' and 'e' on 200.
  const rows: Array<[string, number, number]> = [
    ["a", 1, 100],
    ["b", 2, 300],
    ["b", 1, 200],
    ["c", 4, 200],
    ["d", 1, 500],
    ["e", 3, 150],
    ["e", 1, 50],
    ["f", 5, 500],
    ["g", 2, 900],
  ];
  for (const [key, units, amount] of rows)
    await sql`insert into walk_source (key, units, amount) values (${key}, ${units}, ${amount})`.execute(db);
});
afterAll(async () => {
  await sql`drop table if exists walk_source`.execute(db);
  await t.close();
});

const grouped = () =>
  sql`select key, count(*) as sales, sum(units) as units, sum(amount) as amount_cents from walk_source group by key`;

/**
 * The temporary tables of walks that are still open: PostgreSQL sees every session's; on SQLite each
 * connection has its own, the server's and its long-read workers' (db/long-reads.ts), so all are asked.
 */
async function openWalkTables(): Promise<number> {
  const query = isPostgres(db)
    ? sql<{ n: number | string }>`select count(*) as n from pg_class
        where relname like 'export_groups_%' and relkind = 'r' and relpersistence = 't'`
    : sql<{ n: number }>`select count(*) as n from sqlite_temp_master
        where name like 'export_groups_%' and type = 'table'`;
  const counts = isPostgres(db) ? (await query.execute(db)).rows : await onEveryReadConnection(db, query.compile(db));
  return counts.reduce((sum, row) => sum + Number(row.n), 0);
}

describe("walkGroupedOnce", () => {
  it("gives every group once, largest amount first and ties by key, in batches of the size asked", async () => {
    const batches: GroupFigures[][] = [];
    for await (const batch of walkGroupedOnce(db, grouped(), 3)) batches.push(batch);
    expect(batches.map((batch) => batch.map((row) => row.key))).toEqual([["g", "b", "d"], ["f", "c", "e"], ["a"]]);
    expect(batches.flat()).toContainEqual({ key: "b", sales: 2, units: 3, amount_cents: 500 });
    expect(batches.flat()).toContainEqual({ key: "e", sales: 2, units: 4, amount_cents: 200 });
    expect(await openWalkTables()).toBe(0);
  });

  it("groups once: rows written after the first batch are not in later ones", async () => {
    const keys: string[] = [];
    for await (const batch of walkGroupedOnce(db, grouped(), 2)) {
      if (keys.length === 0) await sql`insert into walk_source (key, units, amount) values ('h', 1, 1)`.execute(db);
      keys.push(...batch.map((row) => row.key));
    }
    await sql`delete from walk_source where key = 'h'`.execute(db);
    expect(keys).toEqual(["g", "b", "d", "f", "c", "e", "a"]);
  });

  it("drops its table when the reader stops early, and gives its connection back", async () => {
    for await (const batch of walkGroupedOnce(db, grouped(), 2)) {
      expect(batch).toHaveLength(2);
      expect(await openWalkTables()).toBe(1);
      break;
    }
    expect(await openWalkTables()).toBe(0);
    // Twenty walks left early in a row: none keeps a pooled connection (the pool holds ten).
    for (let i = 0; i < 20; i++) for await (const _batch of walkGroupedOnce(db, grouped(), 2)) break;
    expect(await openWalkTables()).toBe(0);
  });

  it("a range without groups gives no batch", async () => {
    const empty = sql`select key, count(*) as sales, sum(units) as units, sum(amount) as amount_cents
      from walk_source where key = 'none' group by key`;
    const batches: GroupFigures[][] = [];
    for await (const batch of walkGroupedOnce(db, empty)) batches.push(batch);
    expect(batches).toEqual([]);
    expect(await openWalkTables()).toBe(0);
  });
});
