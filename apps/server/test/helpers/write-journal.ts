import { type Kysely, sql } from "kysely";
import type { TestDbKind } from "./test-database";

/**
 * A test database's record of every row written: a trigger on each given table appends the table's
 * name to `zz_write_journal` for each row inserted, updated or deleted, in the writing transaction
 * (so a rolled-back write leaves nothing). Asking "did this request write anything?" is then one
 * read instead of hashing every table before and after (fingerprint.ts), which took half of the fuzz
 * walk's time. It is stricter than a fingerprint: a row rewritten with the same values counts.
 * Only for a throwaway test database: the triggers stay.
 */
export type WriteJournal = {
  /** The journal's last entry: what `writtenSince` compares with. */
  mark(): Promise<number>;
  /** The tables written since `mark`, each with how many row writes. */
  writtenSince(mark: number): Promise<string[]>;
};

const JOURNAL = "zz_write_journal";

export async function installWriteJournal(
  db: Kysely<unknown>,
  kind: TestDbKind,
  tables: readonly string[],
): Promise<WriteJournal> {
  const journaled = await journalableTables(db, kind, tables);
  if (kind === "sqlite") {
    await sql`create table ${sql.table(JOURNAL)} (id integer primary key autoincrement, table_name text not null)`.execute(
      db,
    );
    for (const table of journaled) {
      for (const event of ["insert", "update", "delete"]) {
        await sql
          .raw(
            `create trigger "zz_journal_${table}_${event}" after ${event} on "${table}" ` +
              `begin insert into ${JOURNAL} (table_name) values ('${table}'); end`,
          )
          .execute(db);
      }
    }
  } else {
    await sql`create table ${sql.table(JOURNAL)} (id bigserial primary key, table_name text not null)`.execute(db);
    await sql
      .raw(
        `create function zz_journal_write() returns trigger language plpgsql as $$ ` +
          `begin insert into ${JOURNAL} (table_name) values (tg_table_name); return null; end $$`,
      )
      .execute(db);
    for (const table of journaled) {
      await sql
        .raw(
          `create trigger zz_journal after insert or update or delete on "${table}" ` +
            "for each row execute function zz_journal_write()",
        )
        .execute(db);
    }
  }
  return {
    async mark() {
      const { rows } = await sql<{ last: number | string | null }>`
        select max(id) as last from ${sql.table(JOURNAL)}`.execute(db);
      return Number(rows[0]?.last ?? 0);
    },
    async writtenSince(mark) {
      const { rows } = await sql<{ table_name: string; writes: number | string }>`
        select table_name, count(*) as writes from ${sql.table(JOURNAL)}
        where id > ${mark} group by table_name order by table_name`.execute(db);
      return rows.map((row) => `${row.table_name} (${row.writes} row writes)`);
    },
  };
}

/**
 * The tables a trigger can watch. SQLite's full-text indexes (virtual tables and their shadow tables)
 * take none, and need none: the app's own triggers write them from their base tables, which are watched.
 */
async function journalableTables(db: Kysely<unknown>, kind: TestDbKind, tables: readonly string[]) {
  if (kind === "postgres") return tables;
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and sql like 'create virtual table%'`.execute(db);
  const virtual = rows.map((row) => row.name);
  return tables.filter((table) => !virtual.some((name) => table === name || table.startsWith(`${name}_`)));
}
