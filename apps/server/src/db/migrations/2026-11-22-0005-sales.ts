import { type Kysely, sql } from "kysely";
import { createSearchIndex, dropSearchIndex } from "./search-index";

export async function up(db: Kysely<any>): Promise<void> {
  // Picking requests ("withdrawals"): what must leave the warehouses for a sale.
  await db.schema
    .createTable("withdrawals")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("requested_by", "text", (col) => col.notNull())
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('PENDING', 'COMPLETED')`))
    .addColumn("search_text", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await createSearchIndex(db, "withdrawals");

  await db.schema
    .createTable("withdrawal_items")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("withdrawal_id", "text", (col) => col.notNull().references("withdrawals.id"))
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("requested_quantity", "integer", (col) => col.notNull().check(sql`requested_quantity > 0`))
    .addColumn("fulfilled_quantity", "integer", (col) => col.notNull().defaultTo(0))
    // A picking item is never over-fulfilled, whatever the code above does.
    .addCheckConstraint(
      "withdrawal_items_fulfilled_range",
      sql`fulfilled_quantity >= 0 and fulfilled_quantity <= requested_quantity`,
    )
    .execute();
  await db.schema
    .createIndex("withdrawal_items_withdrawal_idx")
    .on("withdrawal_items")
    .column("withdrawal_id")
    .execute();
  // Open reservations per product: "available" = on hand - what pending requests still need.
  await db.schema
    .createIndex("withdrawal_items_product_idx")
    .on("withdrawal_items")
    .columns(["product_id", "withdrawal_id"])
    .execute();

  await db.schema
    .createTable("sales")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("client_id", "text", (col) => col.notNull().references("clients.id"))
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("total_cents", "bigint", (col) => col.notNull())
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("withdrawal_id", "text", (col) => col.notNull().references("withdrawals.id"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("sale_lines")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("sale_id", "text", (col) => col.notNull().references("sales.id"))
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn("unit_price_cents", "bigint", (col) => col.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn("subtotal_cents", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sale_lines_sale_idx").on("sale_lines").column("sale_id").execute();
  // FEFO: a warehouse's lots of a product by earliest expiration.
  await db.schema
    .createIndex("lots_fefo_idx")
    .on("lots")
    .columns(["product_id", "warehouse_id", "expiration_date"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("lots_fefo_idx").execute();
  await db.schema.dropTable("sale_lines").execute();
  await db.schema.dropTable("sales").execute();
  await db.schema.dropTable("withdrawal_items").execute();
  await dropSearchIndex(db, "withdrawals");
  await db.schema.dropTable("withdrawals").execute();
}
