import { randomUUID } from "node:crypto";
import { type Expression, sql } from "kysely";
import { EXPORT_BATCH_ROWS, keysetBatches } from "../lib/export/batches";
import type { Db } from "./connection";
import { isPostgres } from "./dialect";
import { isLongReads, longReadsOf } from "./long-reads";

/** A group of a report: its key and figures. */
export type GroupFigures = { key: string; sales: number; units: number; amount_cents: number };

/**
 * Every row of a grouped read (`key, sales, units, amount_cents`, one row per key) in a report's order,
 * largest amount first and ties by key, a batch at a time, grouping only once
 * (docs/decisions/0018-charts.md). A batch per OFFSET would group the whole range again each time: for
 * years of sales by product at the large size, ~945 batches of a several-second grouping.
 *
 * The groups go once into a temporary table, numbered in that order, and each batch is a keyset step on
 * the number. All of it runs on longReadsOf(db) (long-reads.ts): the grouping takes seconds over years
 * of sales. A temporary table belongs to its connection: the walk holds one connection until it ends —
 * on PostgreSQL a pooled one, on SQLite a long-read worker's (the server's own single connection, where
 * there are no workers, is used between the other requests' statements). The table is dropped when the
 * walk ends, also when the client goes away; a connection that dies takes the table with it.
 */
export async function* walkGroupedOnce(
  db: Db,
  grouped: Expression<unknown>,
  size: number = EXPORT_BATCH_ROWS,
): AsyncGenerator<GroupFigures[]> {
  const name = `export_groups_${randomUUID().replaceAll("-", "")}`;
  const table = sql.table(name);
  const { session, release } = await oneConnection(longReadsOf(db));
  try {
    await sql`create temp table ${table} as
      select row_number() over (order by g.amount_cents desc, g.key) as n, g.key, g.sales, g.units, g.amount_cents
      from (${grouped}) g`.execute(session);
    await sql`create index ${sql.id(`${name}_n`)} on ${table} (n)`.execute(session);
    const read = async (after: number | null, limit: number) => {
      const { rows } = await sql<{ n: number | string } & Record<keyof GroupFigures, unknown>>`
        select n, key, sales, units, amount_cents from ${table} where n > ${after ?? 0} order by n limit ${limit}`.execute(
        session,
      );
      return rows.map((row) => ({
        n: Number(row.n),
        key: String(row.key),
        sales: Number(row.sales ?? 0),
        units: Number(row.units ?? 0),
        amount_cents: Number(row.amount_cents ?? 0),
      }));
    };
    for await (const rows of keysetBatches(read, (row) => row.n, size)) {
      yield rows.map(({ n: _n, ...figures }) => figures);
    }
  } finally {
    // A connection lost meanwhile has dropped the table with it.
    await sql`drop table if exists ${table}`.execute(session).catch(() => {});
    await release();
  }
}

/**
 * One connection to run several statements on, until `release()`: one taken from the pool for the time
 * (PostgreSQL's, or the long-read workers'); SQLite's single connection is the database itself (holding
 * it would stop every other request).
 */
function oneConnection(db: Db): Promise<{ session: Db; release: () => Promise<void> }> {
  if (!isPostgres(db) && !isLongReads(db)) return Promise.resolve({ session: db, release: async () => {} });
  return new Promise((resolve, reject) => {
    let letGo: () => void = () => {};
    const held = new Promise<void>((done) => (letGo = done));
    const finished = db.connection().execute(async (session) => {
      resolve({
        session,
        release: async () => {
          letGo();
          await finished;
        },
      });
      await held;
    });
    // Only a connection that could not be taken fails here; `release()` then never runs.
    finished.catch(reject);
  });
}
