import { type Kysely, sql } from "kysely";

/** The rebuild itself, to call once from `steps`, which run in the same transaction before and after it. */
export type RebuildSteps = (trx: Kysely<any>, rebuild: () => Promise<void>) => Promise<void>;

/**
 * Rebuilds a SQLite table under a new definition, the 12-step procedure of the SQLite docs (ALTER TABLE,
 * "Making Other Kinds Of Table Schema Changes"): create the new table, copy the rows, drop the old one,
 * rename the new one, recreate the old one's indexes and triggers from their stored SQL. It is how
 * SQLite drops a CHECK constraint here: the shortcut the same page describes (editing sqlite_schema
 * under PRAGMA writable_schema) is refused, because better-sqlite3 opens every database in defensive
 * mode. `columns` is the new parenthesized column and constraint list. Never change its meaning.
 * `copied` names the columns to copy when the new list adds one or changes their order (the rows are
 * copied by position otherwise, every column of the old table into the new one).
 *
 * SQLite migrations run outside a transaction (Kysely's SqliteAdapter: no transactional DDL), so the
 * migration's other statements go in `steps`, which share the rebuild's one transaction: a crash at any
 * point leaves the database as it was before the migration. They share its connection too, because
 * the migrator runs migrations on the single better-sqlite3 connection it holds (db.connection()).
 */
export async function rebuildSqliteTable(
  db: Kysely<any>,
  table: string,
  columns: string,
  steps: RebuildSteps = (_trx, rebuild) => rebuild(),
  copied?: readonly string[],
): Promise<void> {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const foreignKeys = rows[0]?.foreign_keys === 1;
  // Dropping the old table must not cascade or fail on the rows referring to it, and copying rows that
  // already passed the table's foreign keys need not check each again: the keys are checked once, at
  // the end. The pragma is a no-op inside a transaction, hence switched around it.
  if (foreignKeys) await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      let rebuilt = false;
      await steps(trx, async () => {
        if (rebuilt) throw new Error(`${table} rebuilt twice in one transaction`);
        rebuilt = true;
        await rebuild(trx, table, columns, copied);
      });
      if (!rebuilt) throw new Error(`the steps of the ${table} rebuild never called rebuild()`);
      if (foreignKeys) await assertForeignKeysHold(trx, table);
    });
  } finally {
    if (foreignKeys) await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function rebuild(trx: Kysely<any>, table: string, columns: string, copied?: readonly string[]): Promise<void> {
  await assertNoViews(trx);
  const { rows: dependents } = await sql<{ sql: string }>`
    select sql from sqlite_schema
    where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
    order by rowid`.execute(trx);
  const rebuilt = `${table}_rebuild`;
  const list = copied ? `(${copied.map((column) => `"${column}"`).join(", ")})` : "";
  await sql.raw(`create table "${rebuilt}" ${columns}`).execute(trx);
  await sql
    .raw(`insert into "${rebuilt}" ${list} select ${copied ? list.slice(1, -1) : "*"} from "${table}"`)
    .execute(trx);
  await sql.raw(`drop table "${table}"`).execute(trx);
  // While the table is gone, SQLite (since 3.26) would check every trigger of the schema during the
  // rename and refuse it when another table's trigger names this one (the lot triggers update products).
  // The legacy rename checks nothing and rewrites nothing: no other object names the new table's name.
  await sql`pragma legacy_alter_table = on`.execute(trx);
  try {
    await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(trx);
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(trx);
  }
  for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
}

/**
 * A view's tbl_name is its own name, so the views reading the table cannot be told apart to recreate
 * them (step 8 of the procedure). The schema has none: refuse rather than leave one broken.
 */
async function assertNoViews(trx: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_schema where type = 'view'`.execute(trx);
  if (rows.length > 0) {
    throw new Error(`table rebuild does not handle views; found: ${rows.map((row) => row.name).join(", ")}`);
  }
}

/** Step 10: the rebuilt table's rows still meet its foreign keys, or the whole migration rolls back. */
async function assertForeignKeysHold(trx: Kysely<any>, table: string): Promise<void> {
  const { rows } = await sql<{ parent: string }>`select parent from pragma_foreign_key_check(${table})`.execute(trx);
  if (rows.length > 0) {
    const parents = [...new Set(rows.map((row) => row.parent))].join(", ");
    throw new Error(`${table} rebuild broke ${rows.length} foreign key(s) to: ${parents}`);
  }
}
