import { type Kysely, sql } from "kysely";

/**
 * A warehouse's lots holding stock, from an index alone (issue 33, 'Existencias'). A page of a warehouse's
 * stock and its capped count read its lots in (product, lot) order keeping those with `has_stock = 1`:
 * through lots_warehouse_idx each lot was a read of the table row, a thousand of them for the count, spread
 * through a table of millions (831 ms at p95 on SQLite at the large size). This partial index holds the
 * lots with stock alone, with their id: the count and the page's keys never touch the table.
 *
 * And a category's products in id order (products_category_idx): 'Existencias' of one category walks the
 * warehouse's lots in product order keeping that category's products; through the products' key each
 * kept or dropped product was a table row read (9,000 for a warehouse of 9,000 lots, 209 ms on a cold
 * PostgreSQL), through this index a probe of a small index, or one merge of two ordered indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index lots_stocked_idx on lots (warehouse_id, product_id, lot_key, id) where has_stock = 1`.execute(
    db,
  );
  await db.schema.createIndex("products_category_idx").on("products").columns(["category", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("products_category_idx").execute();
  await db.schema.dropIndex("lots_stocked_idx").execute();
}
