import { type Kysely, PostgresAdapter, sql } from "kysely";
import { createSearchIndex, dropSearchIndex } from "./search-index";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("warehouses")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identification", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    // Lower case, no accents: uniqueness and search ignore both.
    .addColumn("name_key", "text", (col) => col.notNull().unique())
    .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("sku", "text", (col) => col.notNull().unique())
    .addColumn("image_url", "text")
    .addColumn("price_cents", "bigint", (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn("min_stock", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("max_stock", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
    .addColumn("search_text", "text", (col) => col.notNull())
    .addColumn("sort_key", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("products_sort_idx").on("products").columns(["sort_key", "id"]).execute();
  // Serves the active list in name order and its count without touching the table.
  await db.schema
    .createIndex("products_active_sort_idx")
    .on("products")
    .columns(["is_active", "sort_key", "id"])
    .execute();
  await createSearchIndex(db, "products");

  // One row per (product, warehouse, lot); lot_key is the lot number or '' so "no lot" is unique too.
  await db.schema
    .createTable("lots")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("warehouse_id", "text", (col) => col.notNull().references("warehouses.id"))
    .addColumn("lot_number", "text")
    .addColumn("lot_key", "text", (col) => col.notNull())
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity >= 0`))
    .addColumn("unit", "text", (col) => col.notNull())
    .addColumn("cost_cents", "bigint", (col) => col.notNull().check(sql`cost_cents >= 0`))
    .addColumn("expiration_date", "text")
    .addColumn("min_stock", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("max_stock", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("acquired_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addUniqueConstraint("lots_product_warehouse_lot_key", ["product_id", "warehouse_id", "lot_key"])
    .execute();
  await db.schema.createIndex("lots_warehouse_idx").on("lots").columns(["warehouse_id", "product_id"]).execute();

  // The append-only ledger: for every lot, quantity = sum(IN + REPLENISH) - sum(WITHDRAWAL + OUT).
  await db.schema
    .createTable("movements")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lot_id", "text", (col) => col.notNull().references("lots.id"))
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("warehouse_id", "text", (col) => col.notNull().references("warehouses.id"))
    .addColumn("type", "text", (col) => col.notNull().check(sql`type in ('IN', 'OUT', 'REPLENISH', 'WITHDRAWAL')`))
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn("unit", "text", (col) => col.notNull())
    .addColumn("lot_number", "text")
    .addColumn("reference", "text")
    // Unit cost of an entry (IN); the "Entradas de Inventario" table shows it.
    .addColumn("cost_cents", "bigint")
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  // Ids are time-ordered (UUID v7): (product_id, id) serves a product's history newest first.
  await db.schema.createIndex("movements_product_idx").on("movements").columns(["product_id", "id"]).execute();
  await db.schema.createIndex("movements_lot_idx").on("movements").column("lot_id").execute();

  // Stored in the database so every server process behind a load balancer serves the same image.
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable("product_images")
    .addColumn("product_id", "text", (col) => col.primaryKey().references("products.id"))
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("bytes", bytes, (col) => col.notNull())
    .addColumn("etag", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_images").execute();
  await db.schema.dropTable("movements").execute();
  await db.schema.dropTable("lots").execute();
  await dropSearchIndex(db, "products");
  await db.schema.dropTable("products").execute();
  await db.schema.dropTable("warehouses").execute();
}
