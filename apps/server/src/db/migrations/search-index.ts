import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * Substring search over a normalized text column (lower case, no accents), served by an index:
 * pg_trgm GIN on PostgreSQL, an FTS5 trigram table kept in sync by triggers on SQLite.
 */
export async function createSearchIndex(db: Kysely<any>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index ${sql.id(`${table}_search_trgm`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  const fts = `${table}_search`;
  await sql
    .raw(
      `create virtual table ${fts} using fts5(search_text, content='${table}', content_rowid='rowid', tokenize='trigram')`,
    )
    .execute(db);
  await sql.raw(`insert into ${fts}(rowid, search_text) select rowid, search_text from ${table}`).execute(db);
  await sql
    .raw(
      `create trigger ${table}_search_ai after insert on ${table} begin
         insert into ${fts}(rowid, search_text) values (new.rowid, new.search_text);
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_search_ad after delete on ${table} begin
         insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.rowid, old.search_text);
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_search_au after update of search_text on ${table} begin
         insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.rowid, old.search_text);
         insert into ${fts}(rowid, search_text) values (new.rowid, new.search_text);
       end`,
    )
    .execute(db);
}

export async function dropSearchIndex(db: Kysely<any>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists ${sql.id(`${table}_search_trgm`)}`.execute(db);
    return;
  }
  for (const suffix of ["ai", "ad", "au"])
    await sql.raw(`drop trigger if exists ${table}_search_${suffix}`).execute(db);
  await sql.raw(`drop table if exists ${table}_search`).execute(db);
}
