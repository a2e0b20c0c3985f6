import { type Kysely, sql } from "kysely";
import { createSearchIndex, dropSearchIndex } from "./search-index";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("clients")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identification", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("birthday", "text", (col) => col.notNull())
    .addColumn("phone_number", "text", (col) => col.notNull())
    .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
    .addColumn("search_text", "text", (col) => col.notNull())
    .addColumn("sort_key", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("clients_sort_idx").on("clients").columns(["sort_key", "id"]).execute();
  await db.schema.createIndex("clients_active_idx").on("clients").column("is_active").execute();
  await createSearchIndex(db, "clients");
  await createSearchIndex(db, "employees");
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropSearchIndex(db, "employees");
  await dropSearchIndex(db, "clients");
  await db.schema.dropTable("clients").execute();
}
