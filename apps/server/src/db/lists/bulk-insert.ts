import { sql } from "kysely";
import type { Db } from "../connection";
import { isPostgres } from "../dialect";
import { LISTS, type ListName } from "./lists";

/**
 * Bulk inserts into a paged list's table (migration 0026, docs/decisions/0025-imports.md). On
 * PostgreSQL a list's deferred row trigger bumps one list_stats row and one bucket per inserted row at
 * commit; thousands of them in one transaction walk ever longer version chains of those rows. So an
 * import inserts with the trigger held off (`insertWithoutListTrigger`) and, once its writes are done,
 * counts the rows into the list in a few statements (`countIntoList`). SQLite's triggers update rows in
 * place and stay on: both are no-ops there.
 */

/** Runs `insert` (statements inserting rows of a list's table) with the list's row trigger held off. */
export async function insertWithoutListTrigger(trx: Db, insert: () => Promise<void>): Promise<void> {
  if (!isPostgres(trx)) return insert();
  await sql`select set_config('inventario.bulk_list', 'on', true)`.execute(trx);
  await insert();
  // A failed insert aborts the transaction, whose end resets the setting: no finally needed.
  await sql`select set_config('inventario.bulk_list', 'off', true)`.execute(trx);
}

/** Rows counted per statement: a statement's parameters stay far below PostgreSQL's 65,535. */
const COUNT_CHUNK = 5_000;

/**
 * Counts rows inserted by insertWithoutListTrigger into their list, as the trigger would have: the
 * list's version bumped first (its lock, taken at the end of the writer's transaction as the deferred
 * trigger takes it at commit), then each bucket given the rows whose key falls in it.
 */
export async function countIntoList(trx: Db, name: ListName, ids: readonly string[]): Promise<void> {
  if (!isPostgres(trx) || ids.length === 0) return;
  const list = LISTS[name];
  if (list.sortKey === null) throw new Error(`countIntoList: the list ${name} is ordered by id alone`);
  await sql`update list_stats set version = version + 1 where list = ${name}`.execute(trx);
  const counted = list.counted ? sql.raw(`and ${list.counted("r")}`) : sql``;
  for (let start = 0; start < ids.length; start += COUNT_CHUNK) {
    const chunk = ids.slice(start, start + COUNT_CHUNK);
    await sql`
      update list_buckets lb set row_count = lb.row_count + c.n
      from (
        select b.lower_key, b.lower_id, count(*) as n
        from ${sql.table(list.table)} r
        cross join lateral (
          select x.lower_key, x.lower_id from list_buckets x
          where x.list = ${name} and (x.lower_key, x.lower_id) <= (r.sort_key, r.id)
          order by x.lower_key desc, x.lower_id desc limit 1
        ) b
        where r.id in (${sql.join(chunk)}) ${counted}
        group by b.lower_key, b.lower_id
      ) c
      where lb.list = ${name} and lb.lower_key = c.lower_key and lb.lower_id = c.lower_id`.execute(trx);
  }
}
