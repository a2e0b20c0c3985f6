import type { Kysely } from "kysely";

/**
 * Answers of writes sent with an `Idempotency-Key` header (docs/decisions/0012-idempotent-writes.md).
 * A row is inserted as the first statement of the write's transaction and completed with the answer
 * as its last one, so it is committed together with the write or not at all: another transaction only
 * ever sees a row that holds its answer. The primary key is what makes a racing retry wait for (or
 * find) the first request instead of writing a second time. Rows older than 24 h are ignored and
 * deleted; created_at is indexed for that.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    // The signed-in employee: a key is that user's, another user's same key is unrelated.
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    // SHA-256 of method, route, path parameters and body: the same key with another request is refused.
    .addColumn("fingerprint", "text", (col) => col.notNull())
    // Null only inside the transaction that claimed the key, so never seen by anyone else.
    .addColumn("status_code", "integer")
    .addColumn("response", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pkey", ["user_id", "key"])
    .execute();
  await db.schema.createIndex("idempotency_keys_created_idx").on("idempotency_keys").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}
