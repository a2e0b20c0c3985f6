import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * Imports of spreadsheets (issue 31; docs/decisions/0025-imports.md):
 *
 * - imports: one row per applied import, a numbered document (I-000001: imports_number_seq on
 *   PostgreSQL, max + 1 on SQLite), its kind, the file's name, who and when, its counts, and for opening
 *   stock the hash of its normalised rows, by which a second upload of the same stock is recognised.
 * - the movement type OPENING ('Saldo inicial'), whose rows reference the import.
 *
 * The permissions imports:<kind> are the admin's until granted (db/base-roles.ts): no seeded role gets them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("imports")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("number", "integer", (col) => col.notNull().unique())
    .addColumn("kind", "text", (col) =>
      col.notNull().check(sql`kind in ('products', 'stock', 'clients', 'employees', 'warehouses')`),
    )
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_hash", "text")
    .addColumn("rows", "integer", (col) => col.notNull())
    .addColumn("created", "integer", (col) => col.notNull())
    .addColumn("updated", "integer", (col) => col.notNull())
    .addColumn("unchanged", "integer", (col) => col.notNull())
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("imports_content_hash_idx").on("imports").column("content_hash").execute();
  if (isPostgres(db)) await sql`create sequence imports_number_seq`.execute(db);
  await db.insertInto("movement_types").values({ code: "OPENING" }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("movement_types").where("code", "=", "OPENING").execute();
  if (isPostgres(db)) await sql`drop sequence imports_number_seq`.execute(db);
  await db.schema.dropTable("imports").execute();
}
