import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("role_permissions")
    .addColumn("role_id", "text", (col) => col.notNull().references("roles.id").onDelete("cascade"))
    .addColumn("permission", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("role_permissions_pk", ["role_id", "permission"])
    .execute();

  await db.schema
    .createTable("employee_permissions")
    .addColumn("employee_id", "text", (col) => col.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("permission", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("employee_permissions_pk", ["employee_id", "permission"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("employee_permissions").execute();
  await db.schema.dropTable("role_permissions").execute();
}
