import { type Kysely, sql } from "kysely";

/**
 * Rebuilds a SQLite table under a new definition, the procedure of the SQLite docs (ALTER TABLE,
 * "Making Other Kinds Of Table Schema Changes"): create the new table, copy the rows, drop the old one,
 * rename the new one, recreate the old one's indexes and triggers from their stored SQL. It is how
 * SQLite drops a CHECK constraint here: the shortcut the same page describes (editing sqlite_schema
 * under PRAGMA writable_schema) is refused, because better-sqlite3 opens every database in defensive
 * mode. `columns` is the new parenthesized column and constraint list. Never change its meaning.
 */
export async function rebuildSqliteTable(db: Kysely<any>, table: string, columns: string): Promise<void> {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const foreignKeys = rows[0]?.foreign_keys === 1;
  // The copied rows already passed the table's foreign keys: checking each again only costs time.
  // The pragma cannot change inside a transaction, hence around it.
  if (foreignKeys) await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const { rows: dependents } = await sql<{ sql: string }>`
        select sql from sqlite_schema
        where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
        order by rowid`.execute(trx);
      const rebuilt = `${table}_rebuild`;
      await sql.raw(`create table "${rebuilt}" ${columns}`).execute(trx);
      await sql.raw(`insert into "${rebuilt}" select * from "${table}"`).execute(trx);
      await sql.raw(`drop table "${table}"`).execute(trx);
      await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(trx);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
    });
  } finally {
    if (foreignKeys) await sql`pragma foreign_keys = on`.execute(db);
  }
}
