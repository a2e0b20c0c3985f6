import { sql } from "kysely";
import type { Db } from "../connection";
import { longWritesOf } from "../long-writes";
import { type Arg, prepared } from "../prepared";
import { BUCKET_FILL_ROWS, BUCKET_MAX_ROWS, countedWhere, keyOf, LISTS, type ListName, orderOf } from "./lists";

/** A list's buckets as the reader needs them: where each starts, in rows, and the list's size. */
export type Layout = {
  version: number;
  lowers: Array<{ key: string; id: string }>;
  /** Position of each bucket's first row; ascending. */
  starts: number[];
  total: number;
};

// Per database handle: tests open many. The version read from the database makes them exact across
// processes too: a layout is only reused while no write has touched the list.
const layouts = new WeakMap<Db, Map<ListName, Layout>>();

const versionRow = prepared((db, name: Arg<string>) =>
  db.selectFrom("list_stats").select("version").where("list", "=", name),
);

export async function listVersion(db: Db, name: ListName): Promise<number> {
  const [row] = await versionRow(db, name);
  return Number(row?.version ?? 0);
}

/** The layout read last, whatever version it belongs to (a reader confirms it against the version). */
export const lastLayout = (db: Db, name: ListName): Layout | undefined => layouts.get(db)?.get(name);

/** The list's layout for `version`, from memory when nothing changed since it was read. */
export async function layoutOf(db: Db, name: ListName, version: number): Promise<Layout> {
  const cache = layouts.get(db) ?? new Map();
  layouts.set(db, cache);
  const cached = cache.get(name);
  if (cached?.version === version) return cached;
  let layout = await readLayout(db, name);
  if (layout.oversized) {
    await splitOversizedBuckets(db, name);
    layout = await readLayout(db, name);
  }
  cache.set(name, layout);
  return layout;
}

/** Index of the bucket holding the row at `position` (the last one starting at or before it). */
export function bucketAt(layout: Layout, position: number): number {
  let low = 0;
  let high = layout.starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((layout.starts[mid] as number) <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

async function readLayout(db: Db, name: ListName): Promise<Layout & { oversized: boolean }> {
  // One statement, so the version matches the counts read with it.
  const { rows } = await sql<{ lower_key: string; lower_id: string; row_count: number; version: number }>`
    select lower_key, lower_id, row_count, (select version from list_stats where list = ${name}) as version
    from list_buckets where list = ${name} order by lower_key, lower_id`.execute(db);
  const starts: number[] = [];
  let total = 0;
  for (const row of rows) {
    starts.push(total);
    total += Number(row.row_count);
  }
  return {
    version: Number(rows[0]?.version ?? 0),
    lowers: rows.map((r) => ({ key: r.lower_key, id: r.lower_id })),
    starts,
    total,
    oversized: rows.some((r) => Number(r.row_count) > BUCKET_MAX_ROWS),
  };
}

/**
 * Cuts every bucket above BUCKET_MAX_ROWS into runs of BUCKET_FILL_ROWS. Writers only count; the
 * reader that finds a full bucket splits it. Bumping the version first takes the list's lock, which
 * writers take before touching a bucket, so the counts read here are exact.
 *
 * After an import of 100,000 products named alike, one bucket holds them all: reading its rows on the
 * server's SQLite connection held the event loop 640 ms. So the split is a long write (on SQLite, in the
 * long writes' worker: db/long-writes.ts), and only the first row of each new bucket comes back, numbered
 * by the database, with the bucket's row count.
 */
async function splitOversizedBuckets(db: Db, name: ListName): Promise<void> {
  const list = LISTS[name];
  const sortKey = list.sortKey ? `r.${list.sortKey}` : "''";
  await longWritesOf(db)
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("list_stats")
        .set((eb) => ({ version: eb("version", "+", 1) }))
        .where("list", "=", name)
        .execute();
      const oversized = await trx
        .selectFrom("list_buckets")
        .select(["lower_key", "lower_id", "row_count"])
        .where("list", "=", name)
        .where("row_count", ">", BUCKET_MAX_ROWS)
        .execute();
      for (const bucket of oversized) {
        const lower = list.sortKey ? sql`(${bucket.lower_key}, ${bucket.lower_id})` : sql`${bucket.lower_id}`;
        // Row n (from 1, in list order) starts a bucket when n - 1 is a multiple of BUCKET_FILL_ROWS.
        const { rows: firsts } = await sql<{ k: string; id: string; n: number | string; total: number | string }>`
          select k, id, n, total from (
            select k, id, row_number() over (order by k, id) as n, count(*) over () as total
            from (
              select ${sql.raw(sortKey)} as k, r.id from ${sql.table(list.table)} r
              where ${sql.raw(countedWhere(list, "r"))} and ${sql.raw(keyOf(list, "r"))} >= ${lower}
              order by ${sql.raw(orderOf(list, "r"))} limit ${Number(bucket.row_count)}
            ) bucket_rows
          ) numbered
          where n % ${BUCKET_FILL_ROWS} = 1
          order by n`.execute(trx);
        const total = Number(firsts[0]?.total ?? 0);
        for (const first of firsts) {
          const start = Number(first.n) - 1;
          if (start === 0) continue;
          await trx
            .insertInto("list_buckets")
            .values({
              list: name,
              lower_key: first.k,
              lower_id: first.id,
              row_count: Math.min(BUCKET_FILL_ROWS, total - start),
            })
            .execute();
        }
        await trx
          .updateTable("list_buckets")
          .set({ row_count: Math.min(BUCKET_FILL_ROWS, total) })
          .where("list", "=", name)
          .where("lower_key", "=", bucket.lower_key)
          .where("lower_id", "=", bucket.lower_id)
          .execute();
      }
    });
}

/** How many rows the list holds (for products: the active ones), from the maintained counts. */
export async function listSize(db: Db, name: ListName): Promise<number> {
  return (await layoutOf(db, name, await listVersion(db, name))).total;
}
