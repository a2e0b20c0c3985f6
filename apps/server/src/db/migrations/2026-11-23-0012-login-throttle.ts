import type { Kysely } from "kysely";

/**
 * Failed sign-in counters, in the database so that every server process sees the same counts and a
 * restart does not forget them. One row per throttled key (an address, or an email at an address;
 * the key is a hash, so neither is stored in clear). Times are epoch milliseconds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("login_throttle")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("blocked_until", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  // The sweep of forgotten rows reads them by age.
  await db.schema.createIndex("login_throttle_updated_at_idx").on("login_throttle").column("updated_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_throttle").execute();
}
