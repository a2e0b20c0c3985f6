import { ADMIN_ROLE } from "@inventario/shared/permissions";
import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { type ListRow, listShape } from "../../db/lists/list-page";
import type { EmployeesTable } from "../../db/types";
import { personListColumns } from "../people/people.repository";

/** An employee as lists and detail show it, with its role's name; has_access is 1/0 on SQLite, a boolean on PostgreSQL. */
export const employeeList = listShape("employees", (r) =>
  r.select((eb) => [
    ...personListColumns,
    "r.hired_at",
    "r.is_active",
    eb("r.password_hash", "is not", null).as("has_access"),
    eb.selectFrom("roles").select("name").whereRef("roles.id", "=", "r.role_id").as("role"),
  ]),
);
export type EmployeeRow = ListRow<typeof employeeList>;

export const insertEmployee = (db: Db, row: Insertable<EmployeesTable>) =>
  db.insertInto("employees").values(row).execute();

export const updateEmployee = (db: Db, id: string, values: Updateable<EmployeesTable>) =>
  db.updateTable("employees").set(values).where("id", "=", id).execute();

/** The name of the employee's role; undefined when it has none. */
/** Which of these employees hold the admin role. */
export const adminsAmong = async (db: Db, employeeIds: string[]) =>
  employeeIds.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .selectFrom("employees")
            .innerJoin("roles", "roles.id", "employees.role_id")
            .select("employees.id as id")
            .where("employees.id", "in", employeeIds)
            .where("roles.name", "=", ADMIN_ROLE)
            .execute()
        ).map((row) => row.id),
      );

export async function roleNameOf(db: Db, employeeId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("employees")
    .innerJoin("roles", "roles.id", "employees.role_id")
    .select("roles.name as name")
    .where("employees.id", "=", employeeId)
    .executeTakeFirst();
  return row?.name;
}

/**
 * Serializes the transactions that could leave no active admin: on PostgreSQL two admins
 * deactivating each other at once would each still count the other. A lock on the admin role's row
 * makes the second wait for the first's commit and then count again. SQLite runs one writer at a time.
 */
export async function lockAdminAccounts(trx: Db): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom("roles").select("id").where("name", "=", ADMIN_ROLE).forUpdate().execute();
}

/** Active admins who can sign in (have a password), other than the given employee. */
export async function countOtherActiveAdmins(db: Db, exceptEmployeeId: string): Promise<number> {
  const row = await db
    .selectFrom("employees")
    .innerJoin("roles", "roles.id", "employees.role_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("roles.name", "=", ADMIN_ROLE)
    .where("employees.is_active", "=", 1)
    .where("employees.password_hash", "is not", null)
    .where("employees.id", "!=", exceptEmployeeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The warehouses the employee may change stock in ('Bodegas asignadas'), by id; none = all. */
export async function assignedWarehouseIds(db: Db, employeeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("employee_warehouses")
    .select("warehouse_id")
    .where("employee_id", "=", employeeId)
    .orderBy("warehouse_id")
    .execute();
  return rows.map((row) => row.warehouse_id);
}

/** The employee's assigned warehouses' names (in no order), for the trail's before → after. */
export async function assignedWarehouseNames(db: Db, employeeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("employee_warehouses as ew")
    .innerJoin("warehouses as w", "w.id", "ew.warehouse_id")
    .select("w.name")
    .where("ew.employee_id", "=", employeeId)
    .execute();
  return rows.map((row) => row.name);
}

/**
 * Locks the employee's row on PostgreSQL until the transaction ends, so two changes of their
 * assigned warehouses run one after the other (each reads the set the other left, neither inserts a
 * pair the other holds); SQLite runs one writer at a time.
 */
export async function lockEmployee(trx: Db, employeeId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom("employees").select("id").where("id", "=", employeeId).forUpdate().execute();
}

/** Replaces the employee's assigned warehouses with `warehouseIds` (all of them existing warehouses). */
export async function replaceAssignedWarehouses(db: Db, employeeId: string, warehouseIds: string[]): Promise<void> {
  await db.deleteFrom("employee_warehouses").where("employee_id", "=", employeeId).execute();
  if (warehouseIds.length === 0) return;
  await db
    .insertInto("employee_warehouses")
    .values(warehouseIds.map((warehouse_id) => ({ employee_id: employeeId, warehouse_id })))
    .execute();
}

/** The warehouses among `ids` that exist, with their names. */
export const warehousesByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("warehouses")
        .select(["id", "name", "is_active"])
        .where("id", "in", ids)
        .orderBy("name")
        .orderBy("id")
        .execute();
