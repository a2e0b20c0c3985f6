import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * Drops a trigger an earlier migration created, from the down() of the migration that created it or
 * the up() of a later one that retires it: on PostgreSQL the trigger `name` on `table` and its function
 * of the same name; on SQLite, which has no trigger functions and one trigger per event, the triggers
 * `sqliteNames`. Each only if it exists.
 */
export async function dropTriggers(db: Kysely<any>, table: string, name: string, sqliteNames = [name]) {
  if (isPostgres(db)) {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${name}()`).execute(db);
  } else {
    for (const trigger of sqliteNames) await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
}
