import type { Kysely } from "kysely";

/**
 * Where a counter's sales ship from, and its receipt (issue 35):
 * - business_settings.counter_warehouse_id: the counter's bodega, for sellers without assigned warehouses;
 *   auto_print_receipt: print the receipt as soon as a sale is registered.
 * - withdrawals.preferred_warehouse_id: the bodega the sale's picking takes from first (the seller's
 *   counter's when the sale was registered); null for requests before this migration and when none was set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("business_settings")
    .addColumn("counter_warehouse_id", "text", (col) => col.references("warehouses.id"))
    .execute();
  await db.schema
    .alterTable("business_settings")
    .addColumn("auto_print_receipt", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("withdrawals").addColumn("preferred_warehouse_id", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("withdrawals").dropColumn("preferred_warehouse_id").execute();
  await db.schema.alterTable("business_settings").dropColumn("auto_print_receipt").execute();
  await db.schema.alterTable("business_settings").dropColumn("counter_warehouse_id").execute();
}
