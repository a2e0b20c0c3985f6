import type { Kysely } from "kysely";

/**
 * A sale line's list price (issue 35): the product's price when it was sold. A line sold at another unit
 * price (with `sales:price_override`) shows both; null for lines sold before this migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sale_lines").addColumn("list_price_cents", "bigint").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sale_lines").dropColumn("list_price_cents").execute();
}
