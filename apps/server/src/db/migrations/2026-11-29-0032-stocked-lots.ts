import type { Kysely } from "kysely";

/**
 * A warehouse's lots holding stock, from an index alone (issue 33, 'Existencias'). A page of a warehouse's
 * stock and its capped count read its lots in (product, lot) order keeping those with `has_stock = 1`:
 * through lots_warehouse_idx each lot was a read of the table row, a thousand of them for the count, spread
 * through a table of millions (831 ms at p95 on SQLite at the large size). This index leads with the
 * warehouse and `has_stock` and holds the lot's id: the count and the page's keys never touch the table.
 * Not a partial index on `has_stock = 1`: SQLite's planner kept to lots_warehouse_idx beside it (its
 * statistics alike), 130 ms for a page that the index read in 0.4 ms.
 *
 * And a category's products in id order (products_category_idx): 'Existencias' of one category walks the
 * warehouse's lots in product order keeping that category's products; through the products' key each
 * kept or dropped product was a table row read (9,000 for a warehouse of 9,000 lots, 209 ms on a cold
 * PostgreSQL), through this index a probe of a small index, or one merge of two ordered indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("lots_stocked_idx")
    .on("lots")
    .columns(["warehouse_id", "has_stock", "product_id", "lot_key", "id"])
    .execute();
  await db.schema.createIndex("products_category_idx").on("products").columns(["category", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("products_category_idx").execute();
  await db.schema.dropIndex("lots_stocked_idx").execute();
}
