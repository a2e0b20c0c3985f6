import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { dropTriggers } from "./drop-triggers";

/**
 * The paged lists as they were when migration 0006 created their position index, frozen here so that
 * the migration creates the same triggers forever, whatever db/lists/ becomes. Never edit: a later
 * migration that adds, drops or changes a list states its own definition.
 */
export type ListName = "products" | "clients" | "employees" | "withdrawals";

/** A list as a migration states it; a later migration adding a list passes its own (…Of functions). */
export type ListDefinition = {
  table: string;
  /** Column ordering the list before `id`; null when `id` alone orders it. */
  sortKey: "sort_key" | null;
  /** Condition on a row (given its alias) for it to be in the list; null when every row is. */
  counted: ((row: string) => string) | null;
};

const LISTS: Record<ListName, ListDefinition> = {
  products: { table: "products", sortKey: "sort_key", counted: (row) => `${row}.is_active = 1` },
  clients: { table: "clients", sortKey: "sort_key", counted: null },
  employees: { table: "employees", sortKey: "sort_key", counted: null },
  withdrawals: { table: "withdrawals", sortKey: null, counted: null },
};

/** Rows per bucket written by a rebuild (half of the 512 at which a reader splits a bucket). */
const BUCKET_FILL_ROWS = 256;

const keyOf = (list: ListDefinition, row: string) =>
  list.sortKey ? `(${row}.${list.sortKey}, ${row}.id)` : `${row}.id`;

const bucketKeyOf = (list: ListDefinition, row = "list_buckets") =>
  list.sortKey ? `(${row}.lower_key, ${row}.lower_id)` : `${row}.lower_id`;

const countedWhere = (list: ListDefinition, row: string) => (list.counted ? list.counted(row) : "1 = 1");

const orderOf = (list: ListDefinition, row: string) =>
  list.sortKey ? `${row}.${list.sortKey}, ${row}.id` : `${row}.id`;

// Kept by triggers so no write path (services, seeds, tests, a manual fix) can forget them.
// docs/decisions/0008-list-counts.md explains the structure.
//
// The list's list_stats row is its lock: a writer bumps the version before touching any bucket,
// and so does a bucket split, so they never interleave nor deadlock. On PostgreSQL the trigger is
// deferred to commit, so a sale holds that row for the commit only, not its whole transaction.

/** Adds `delta` to the bucket holding the key of `row` (an alias such as new/old). */
const shiftBucket = (name: string, list: ListDefinition, row: string, delta: 1 | -1) => `
  update list_buckets set row_count = row_count ${delta > 0 ? "+" : "-"} 1
  where list = '${name}' and ${bucketKeyOf(list)} = (
    select ${list.sortKey ? "b.lower_key, b.lower_id" : "b.lower_id"} from list_buckets b
    where b.list = '${name}' and ${bucketKeyOf(list, "b")} <= ${keyOf(list, row)}
    order by b.lower_key desc, b.lower_id desc limit 1)`;

const bumpVersion = (name: string) => `update list_stats set version = version + 1 where list = '${name}'`;

const keyChanged = (list: ListDefinition) => (list.sortKey ? `old.${list.sortKey} <> new.${list.sortKey}` : "0 = 1");
/** Columns whose change can move a row, take it in or out, or change what a search finds. */
const watchedColumns = (list: ListDefinition) =>
  [list.sortKey, list.counted ? "is_active" : null, "search_text"].filter(Boolean).join(", ");

export const createListIndex = (db: Kysely<any>, name: ListName) => createListIndexOf(db, name, LISTS[name]);
export const dropListIndex = (db: Kysely<any>, name: ListName) => dropListIndexOf(db, name, LISTS[name]);

/** Creates the triggers keeping the list's index and version, then builds the index from the table. */
export async function createListIndexOf(db: Kysely<any>, name: string, list: ListDefinition): Promise<void> {
  const t = list.table;
  const counted = (row: string) => countedWhere(list, row);
  if (isPostgres(db)) {
    await sql
      .raw(`
      create function ${t}_list_index() returns trigger language plpgsql as $$
      begin
        ${bumpVersion(name)};
        if tg_op = 'INSERT' then
          if ${counted("new")} then ${shiftBucket(name, list, "new", 1)}; end if;
        elsif tg_op = 'DELETE' then
          if ${counted("old")} then ${shiftBucket(name, list, "old", -1)}; end if;
        else
          if ${counted("old")} and (not (${counted("new")}) or ${keyChanged(list)}) then
            ${shiftBucket(name, list, "old", -1)};
          end if;
          if ${counted("new")} and (not (${counted("old")}) or ${keyChanged(list)}) then
            ${shiftBucket(name, list, "new", 1)};
          end if;
        end if;
        return null;
      end $$`)
      .execute(db);
    await sql
      .raw(
        `create constraint trigger ${t}_list_index after insert or delete or update of ${watchedColumns(list)}
         on ${t} deferrable initially deferred for each row execute function ${t}_list_index()`,
      )
      .execute(db);
  } else {
    const triggers = [
      `create trigger ${t}_list_ai after insert on ${t} when ${counted("new")}
       begin ${shiftBucket(name, list, "new", 1)}; end`,
      `create trigger ${t}_list_ad after delete on ${t} when ${counted("old")}
       begin ${shiftBucket(name, list, "old", -1)}; end`,
      `create trigger ${t}_list_au_out after update of ${watchedColumns(list)} on ${t}
       when ${counted("old")} and (not (${counted("new")}) or ${keyChanged(list)})
       begin ${shiftBucket(name, list, "old", -1)}; end`,
      `create trigger ${t}_list_au_in after update of ${watchedColumns(list)} on ${t}
       when ${counted("new")} and (not (${counted("old")}) or ${keyChanged(list)})
       begin ${shiftBucket(name, list, "new", 1)}; end`,
      `create trigger ${t}_list_version_ai after insert on ${t} begin ${bumpVersion(name)}; end`,
      `create trigger ${t}_list_version_ad after delete on ${t} begin ${bumpVersion(name)}; end`,
      `create trigger ${t}_list_version_au after update of ${watchedColumns(list)} on ${t} begin ${bumpVersion(name)}; end`,
    ];
    for (const trigger of triggers) await sql.raw(trigger).execute(db);
  }
  await rebuildListIndex(db, name, list);
}

export async function dropListIndexOf(db: Kysely<any>, name: string, list: ListDefinition): Promise<void> {
  const t = list.table;
  await dropTriggers(
    db,
    t,
    `${t}_list_index`,
    ["ai", "ad", "au_out", "au_in", "version_ai", "version_ad", "version_au"].map((suffix) => `${t}_list_${suffix}`),
  );
  await sql`delete from list_buckets where list = ${name}`.execute(db);
  await sql`delete from list_stats where list = ${name}`.execute(db);
}

/**
 * Recomputes a list's buckets from its table: one every BUCKET_FILL_ROWS rows, counts by
 * construction. For existing data (the migration) and after a bulk load that bypassed the triggers.
 * Run it inside the caller's transaction (a migration already is one on PostgreSQL).
 */
export async function rebuildListIndex(db: Kysely<any>, name: string, list: ListDefinition): Promise<void> {
  const sortKey = list.sortKey ? `r.${list.sortKey}` : "''";
  const fill = BUCKET_FILL_ROWS;
  await sql`delete from list_buckets where list = ${name}`.execute(db);
  await sql
    .raw(`
    insert into list_buckets (list, lower_key, lower_id, row_count)
    select '${name}', case when rn = 1 then '' else k end, case when rn = 1 then '' else id end,
      case when n - rn + 1 < ${fill} then n - rn + 1 else ${fill} end
    from (select ${sortKey} as k, r.id, row_number() over (order by ${orderOf(list, "r")}) as rn, count(*) over () as n
          from ${list.table} r where ${countedWhere(list, "r")}) ranked
    where (rn - 1) % ${fill} = 0`)
    .execute(db);
  // An empty list still has its first bucket, so every key has one to land in.
  await sql
    .raw(`insert into list_buckets (list, lower_key, lower_id, row_count) values ('${name}', '', '', 0)
          on conflict do nothing`)
    .execute(db);
  await sql
    .raw(`insert into list_stats (list, version) values ('${name}', 1)
          on conflict (list) do update set version = list_stats.version + 1`)
    .execute(db);
}
