import { sql } from "kysely";
import type { Db } from "../connection";
import { BUCKET_FILL_ROWS, countedWhere, LISTS, type ListName, orderOf } from "./lists";

/**
 * Recomputes every list's buckets from its table, one bucket every BUCKET_FILL_ROWS rows, counts by
 * construction, in one transaction: for a bulk load that bypassed the triggers (the large-data
 * generator). It reads the lists as the application defines them today; migration 0006 keeps its own
 * frozen copy of this for the lists that existed then.
 */
export async function rebuildAllLists(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const name of Object.keys(LISTS) as ListName[]) await rebuildList(trx, name);
  });
}

async function rebuildList(trx: Db, name: ListName): Promise<void> {
  const list = LISTS[name];
  const sortKey = list.sortKey ? `r.${list.sortKey}` : "''";
  const fill = BUCKET_FILL_ROWS;
  await sql`delete from list_buckets where list = ${name}`.execute(trx);
  await sql
    .raw(`
    insert into list_buckets (list, lower_key, lower_id, row_count)
    select '${name}', case when rn = 1 then '' else k end, case when rn = 1 then '' else id end,
      case when n - rn + 1 < ${fill} then n - rn + 1 else ${fill} end
    from (select ${sortKey} as k, r.id, row_number() over (order by ${orderOf(list, "r")}) as rn, count(*) over () as n
          from ${list.table} r where ${countedWhere(list, "r")}) ranked
    where (rn - 1) % ${fill} = 0`)
    .execute(trx);
  // An empty list still has its first bucket, so every key has one to land in.
  await sql`insert into list_buckets (list, lower_key, lower_id, row_count) values (${name}, '', '', 0)
    on conflict do nothing`.execute(trx);
  await sql`insert into list_stats (list, version) values (${name}, 1)
    on conflict (list) do update set version = list_stats.version + 1`.execute(trx);
}
