import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";
import { isPostgres } from "./dialect";
import { fillSalesProductDaily } from "./frozen/2026-11-27-sales-product-daily";

/**
 * The sales report grouped by product over long ranges (issue 30 §4; docs/decisions/0023-sales-by-product.md):
 *
 * - sales_product_daily: per product and business day, the sales not cancelled that hold the product (a
 *   sale has one line per product), their units and their amount (the lines' subtotals). Kept by the sales
 *   repository in the sale's own transaction: added when a sale is registered, taken away when it is
 *   cancelled (a row that falls to no sale is deleted). Its key is in product order, so a range's
 *   grouping by product streams through it without sorting: SQLite's table is its primary key (without
 *   rowid); PostgreSQL's primary key carries the figures (INCLUDE), so the grouping reads the index alone.
 *   No shards: every writer of a product's rows holds that product's row lock already (a sale locks its
 *   products, a cancellation changes their reservation), so two writers never wait on a row here.
 *
 * Existing sales are counted by the frozen fill, keyed by the business days of the configured zone.
 */
export const rewrites = ["sales_product_daily"];

export async function up(db: Kysely<any>, { businessTimeZone }: MigrationContext): Promise<void> {
  const figures = sql`product_id text not null, day text not null, sales bigint not null,
    units bigint not null, amount_cents bigint not null`;
  if (isPostgres(db))
    await sql`create table sales_product_daily (${figures},
      constraint sales_product_daily_pk primary key (product_id, day) include (sales, units, amount_cents))`.execute(
      db,
    );
  else
    await sql`create table sales_product_daily (${figures},
      constraint sales_product_daily_pk primary key (product_id, day)) without rowid`.execute(db);
  await fillSalesProductDaily(db, businessTimeZone);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sales_product_daily").execute();
}
