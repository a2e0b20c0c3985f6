import { sql } from "kysely";
import type { Db } from "../../db/connection";
import { type Arg, prepared } from "../../db/prepared";

export const listRoles = (db: Db) => db.selectFrom("roles").select(["id", "name"]).orderBy("name").execute();

export const findRoleById = (db: Db, id: string) =>
  db.selectFrom("roles").select(["id", "name"]).where("id", "=", id).executeTakeFirst();

export const findRoleByName = (db: Db, name: string) =>
  db.selectFrom("roles").select(["id", "name"]).where("name", "=", name).executeTakeFirst();

export const insertRole = (db: Db, row: { id: string; name: string; created_at: string }) =>
  db.insertInto("roles").values(row).execute();

export const renameRole = (db: Db, id: string, name: string) =>
  db.updateTable("roles").set({ name }).where("id", "=", id).execute();

export async function rolePermissions(db: Db, roleId: string): Promise<string[]> {
  const rows = await db.selectFrom("role_permissions").select("permission").where("role_id", "=", roleId).execute();
  return rows.map((r) => r.permission);
}

export async function replaceRolePermissions(db: Db, roleId: string, permissions: readonly string[]) {
  await db.deleteFrom("role_permissions").where("role_id", "=", roleId).execute();
  if (permissions.length > 0) {
    await db
      .insertInto("role_permissions")
      .values(permissions.map((permission) => ({ role_id: roleId, permission })))
      .execute();
  }
}

export async function employeeGrants(db: Db, employeeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("employee_permissions")
    .select("permission")
    .where("employee_id", "=", employeeId)
    .execute();
  return rows.map((r) => r.permission);
}

export async function replaceEmployeeGrants(db: Db, employeeId: string, permissions: readonly string[]) {
  await db.deleteFrom("employee_permissions").where("employee_id", "=", employeeId).execute();
  if (permissions.length > 0) {
    await db
      .insertInto("employee_permissions")
      .values(permissions.map((permission) => ({ employee_id: employeeId, permission })))
      .execute();
  }
}

/** The employee's role set ∪ own grants, in one round trip. */
export async function effectivePermissions(db: Db, employeeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("employees")
    .innerJoin("role_permissions", "role_permissions.role_id", "employees.role_id")
    .select("role_permissions.permission as permission")
    .where("employees.id", "=", employeeId)
    .union(
      db
        .selectFrom("employee_permissions")
        .select("employee_permissions.permission as permission")
        .where("employee_permissions.employee_id", "=", employeeId),
    )
    .execute();
  return rows.map((r) => r.permission);
}

const permissionHolder = prepared((db, employeeId: Arg<string>, permission: Arg<string>) => {
  const viaRole = db
    .selectFrom("employees")
    .innerJoin("role_permissions", "role_permissions.role_id", "employees.role_id")
    .select("employees.id")
    .where("employees.id", "=", employeeId)
    .where("role_permissions.permission", "=", permission);
  const viaGrant = db
    .selectFrom("employee_permissions")
    .select("employee_id as id")
    .where("employee_id", "=", employeeId)
    .where("permission", "=", permission);
  return viaRole.unionAll(viaGrant).limit(sql.lit(1));
});

export async function hasPermission(db: Db, employeeId: string, permission: string): Promise<boolean> {
  return (await permissionHolder(db, employeeId, permission)).length > 0;
}
