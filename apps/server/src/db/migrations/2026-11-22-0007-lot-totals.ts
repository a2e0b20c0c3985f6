import type { Kysely } from "kysely";

/**
 * Stock per product (the product list's quantity column, the dashboard) is a sum over the product's
 * lots: with the quantity in the index the sum never reads the lots table itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("lots_product_quantity_idx").on("lots").columns(["product_id", "quantity"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("lots_product_quantity_idx").execute();
}
