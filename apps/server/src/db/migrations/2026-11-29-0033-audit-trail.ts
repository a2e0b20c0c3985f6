import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { createSearchIndex, dropSearchIndex } from "./search-index";

/**
 * The audit trail (issue 34, docs/decisions/0028-audit-trail.md):
 *
 * - audit_log: one row per recorded change, document or security event, append-only. Its id is a
 *   time-ordered UUID (newest first is the primary key backwards; a date range is an id range). Each row
 *   belongs to one of AUDIT_SHARDS chains (`shard`, `seq` its position) and carries `hash`, a SHA-256
 *   over its content and its predecessor's hash, so `npm run audit:verify` finds a row altered, removed
 *   or inserted out of order.
 * - audit_chains: each chain's head (last seq and hash), the row a writer locks to append; several
 *   chains so that concurrent writers do not queue on one row. `start_seq` / `start_hash` say where the
 *   chain begins (moved only by the retention command, which removes a chain's oldest rows).
 * - triggers refusing UPDATE and DELETE on audit_log on both databases (the retention command drops and
 *   recreates them in its own transaction).
 * - audit:read goes to no seeded role but the admin's (who holds every permission).
 */
const AUDIT_SHARDS = 16;
const FILTER_INDEXES: Array<[name: string, columns: string[]]> = [
  ["audit_log_user_idx", ["user_id", "id"]],
  ["audit_log_entity_idx", ["entity", "id"]],
  ["audit_log_record_idx", ["entity", "entity_id", "id"]],
  ["audit_log_action_idx", ["action", "id"]],
];
const APPEND_ONLY_MESSAGE = "audit_log is append-only";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("user_id", "text")
    .addColumn("address", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("entity", "text", (col) => col.notNull())
    .addColumn("entity_id", "text")
    .addColumn("summary", "text", (col) => col.notNull())
    // JSON: [{field, before, after}], "[]" for an event without fields.
    .addColumn("changes", "text", (col) => col.notNull())
    .addColumn("search_text", "text", (col) => col.notNull())
    .addColumn("shard", "integer", (col) => col.notNull())
    .addColumn("seq", "bigint", (col) => col.notNull())
    .addColumn("hash", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_log_chain_idx").on("audit_log").columns(["shard", "seq"]).unique().execute();
  for (const [name, columns] of FILTER_INDEXES) {
    await db.schema.createIndex(name).on("audit_log").columns(columns).execute();
  }
  await createSearchIndex(db, "audit_log");

  await db.schema
    .createTable("audit_chains")
    .addColumn("shard", "integer", (col) => col.primaryKey())
    .addColumn("seq", "bigint", (col) => col.notNull())
    .addColumn("hash", "text", (col) => col.notNull())
    .addColumn("start_seq", "bigint", (col) => col.notNull())
    .addColumn("start_hash", "text", (col) => col.notNull())
    .execute();
  await db
    .insertInto("audit_chains")
    .values(
      Array.from({ length: AUDIT_SHARDS }, (_, shard) => ({ shard, seq: 0, hash: "", start_seq: 1, start_hash: "" })),
    )
    .execute();

  await createAppendOnlyTriggers(db);
}

async function createAppendOnlyTriggers(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function audit_log_append_only() returns trigger language plpgsql as $$
         begin raise exception '${APPEND_ONLY_MESSAGE}'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger audit_log_append_only before update or delete on audit_log
         for each statement execute function audit_log_append_only()`,
      )
      .execute(db);
    // TRUNCATE bypasses row and statement triggers of DELETE: a trigger of its own.
    await sql
      .raw(
        `create trigger audit_log_no_truncate before truncate on audit_log
         for each statement execute function audit_log_append_only()`,
      )
      .execute(db);
    return;
  }
  for (const event of ["update", "delete"]) {
    await sql
      .raw(
        `create trigger audit_log_no_${event} before ${event} on audit_log
         begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw("drop trigger if exists audit_log_no_truncate on audit_log").execute(db);
    await sql.raw("drop trigger if exists audit_log_append_only on audit_log").execute(db);
    await sql.raw("drop function if exists audit_log_append_only()").execute(db);
  } else {
    for (const event of ["update", "delete"]) await sql.raw(`drop trigger if exists audit_log_no_${event}`).execute(db);
  }
  await db.schema.dropTable("audit_chains").execute();
  await dropSearchIndex(db, "audit_log");
  await db.schema.dropTable("audit_log").execute();
}
