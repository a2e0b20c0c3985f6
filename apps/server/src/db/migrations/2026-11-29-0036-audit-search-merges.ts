import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * SQLite only (issue 34, docs/MACHINERY.md "Search-index merges off the commit"): the audit trail's FTS5
 * trigram table stops merging its segments inside the commits that write to it (automerge 0). Every
 * transaction that records an event writes one small segment, and FTS5's automatic merge then did a
 * fixed amount of merge work in that commit: at 10M rows 0.58 ms per single-row commit on average (p99
 * 19 ms), 0.08 ms without it. The server's maintenance thread (db/sqlite-maintenance-worker.mjs) merges in the
 * background instead, in small steps; FTS5's crisis merge (16 segments at one level) still bounds the
 * segments if that thread ever falls behind. PostgreSQL's trigram index has no segments: nothing to do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`insert into audit_log_search(audit_log_search, rank) values ('automerge', 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`insert into audit_log_search(audit_log_search, rank) values ('automerge', 4)`.execute(db);
}
