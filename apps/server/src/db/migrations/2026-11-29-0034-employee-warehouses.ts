import type { Kysely } from "kysely";

/**
 * Warehouse scoping (issue 34): the warehouses an employee may change stock in ('Bodegas asignadas').
 * No row for an employee = no restriction. Keyed by (employee, warehouse): the guard reads one
 * employee's set; the warehouse index serves the foreign key when a warehouse is looked up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("employee_warehouses")
    .addColumn("employee_id", "text", (col) => col.notNull().references("employees.id"))
    .addColumn("warehouse_id", "text", (col) => col.notNull().references("warehouses.id"))
    .addPrimaryKeyConstraint("employee_warehouses_pk", ["employee_id", "warehouse_id"])
    .execute();
  await db.schema
    .createIndex("employee_warehouses_warehouse_idx")
    .on("employee_warehouses")
    .column("warehouse_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("employee_warehouses").execute();
}
