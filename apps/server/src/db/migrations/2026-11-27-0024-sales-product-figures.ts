import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";
import { isPostgres } from "./dialect";
import { fillSalesProductFigures } from "./frozen/2026-11-27-sales-product-figures";

/**
 * The sales report grouped by product (issue 30 §4; docs/decisions/0023-sales-by-product.md):
 *
 * - sales_product_daily: per business day and product, the sales not cancelled that hold the product (a
 *   sale has one line per product), their units and their amount (the lines' subtotals). Keyed by day
 *   first, so a range of days is one contiguous stretch of the key.
 * - sales_product_totals: per product, the same figures over every day: the sum of its daily rows. A range
 *   covering most of the history is answered as these totals less the daily rows outside the range.
 *
 * Both are kept by the sales repository in the sale's own transaction: added when a sale is registered,
 * taken away when it is cancelled (a row that falls to no sale is deleted). SQLite's tables are their
 * primary keys (without rowid); PostgreSQL's primary keys carry the figures (INCLUDE), so a read touches
 * the index alone. No shards: every writer of a product's rows holds that product's row lock already (a
 * sale locks its products, a cancellation changes their reservation), so two writers never wait on a row
 * here. Existing sales are counted by the frozen fill, keyed by the business days of the configured zone.
 */
export const rewrites = ["sales_product_daily", "sales_product_totals"];

const FIGURES = sql`sales bigint not null, units bigint not null, amount_cents bigint not null`;

export async function up(db: Kysely<any>, { businessTimeZone }: MigrationContext): Promise<void> {
  if (isPostgres(db)) {
    await sql`create table sales_product_daily (day text not null, product_id text not null, ${FIGURES},
      constraint sales_product_daily_pk primary key (day, product_id) include (sales, units, amount_cents))`.execute(
      db,
    );
    await sql`create table sales_product_totals (product_id text not null, ${FIGURES},
      constraint sales_product_totals_pk primary key (product_id) include (sales, units, amount_cents))`.execute(db);
  } else {
    await sql`create table sales_product_daily (day text not null, product_id text not null, ${FIGURES},
      constraint sales_product_daily_pk primary key (day, product_id)) without rowid`.execute(db);
    await sql`create table sales_product_totals (product_id text not null, ${FIGURES},
      constraint sales_product_totals_pk primary key (product_id)) without rowid`.execute(db);
  }
  await fillSalesProductFigures(db, businessTimeZone);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sales_product_totals").execute();
  await db.schema.dropTable("sales_product_daily").execute();
}
