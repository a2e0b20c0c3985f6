import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * Stock changes rewrite a lot row and its product row. Two things made every such write touch every
 * index of both tables (PostgreSQL cannot update in place — "HOT" — when an indexed column changes or
 * the row's page is full):
 * - lots_product_quantity_idx (0007) indexed the quantity itself. Since 0009 the per-product sum it
 *   served is products.stock, so it only cost writes (5 index insertions per lot change).
 * - tables filled to 100 %: a product update then also inserted into its trigram index. Pages now keep
 *   room for the new row version (lots 85 %, products 90 %); this applies to pages written from now on
 *   (a freshly loaded data set) — existing pages gain room as their rows move.
 * Lots are changed far more often than products are created, hence the lower fill factor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("lots_product_quantity_idx").ifExists().execute();
  if (isPostgres(db)) {
    await sql`alter table lots set (fillfactor = 85)`.execute(db);
    await sql`alter table products set (fillfactor = 90)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table lots reset (fillfactor)`.execute(db);
    await sql`alter table products reset (fillfactor)`.execute(db);
  }
  await db.schema.createIndex("lots_product_quantity_idx").on("lots").columns(["product_id", "quantity"]).execute();
}
