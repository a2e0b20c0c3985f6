import type { Kysely } from "kysely";

/**
 * Sign-in attempt counters, in the database so that every server process sees the same counts and a
 * restart does not forget them. One row per throttled key (an address, or an email at an address;
 * the key is a hash, so neither is stored in clear). Times are epoch milliseconds.
 *
 * - attempts: attempts counted in the current window, including ones whose password check is still
 *   running (an attempt is counted before the check, so parallel guesses cannot all slip through).
 * - window_started_at: when the current window began (its first attempt); the count starts over once
 *   the window is older than the key's window length.
 * - blocked_until: no attempt is let through before this time.
 * - reservation: the attempt that set blocked_until before its password check ran, so that this
 *   attempt, if it succeeds, lifts exactly the wait it set and no other.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("login_throttle")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("attempts", "integer", (col) => col.notNull())
    .addColumn("window_started_at", "bigint", (col) => col.notNull())
    .addColumn("blocked_until", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("reservation", "text")
    .execute();
  // The sweep of forgotten rows reads them by age.
  await db.schema
    .createIndex("login_throttle_window_started_at_idx")
    .on("login_throttle")
    .column("window_started_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_throttle").execute();
}
