import type { Kysely } from "kysely";

/**
 * The order list's date filter (issue 32): orders placed in a range of business days, newest first, read
 * through an index on when they were placed rather than over every order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("purchase_orders_created_at_idx")
    .on("purchase_orders")
    .columns(["created_at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("purchase_orders_created_at_idx").execute();
}
