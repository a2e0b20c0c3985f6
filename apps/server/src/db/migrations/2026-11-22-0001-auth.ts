import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("roles")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("employees")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identification", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("birthday", "text")
    .addColumn("phone_number", "text")
    .addColumn("hired_at", "text")
    .addColumn("role_id", "text", (col) => col.references("roles.id"))
    .addColumn("password_hash", "text")
    .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
    .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("sort_key", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("employees_sort_idx").on("employees").columns(["sort_key", "id"]).execute();
  await db.schema.createIndex("employees_role_id_idx").on("employees").column("role_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("employee_id", "text", (col) => col.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_employee_id_idx").on("sessions").column("employee_id").execute();
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("employees").execute();
  await db.schema.dropTable("roles").execute();
}
