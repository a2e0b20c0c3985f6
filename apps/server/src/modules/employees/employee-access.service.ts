import type { AuditChange } from "@inventario/shared/audit";
import type { Employee } from "@inventario/shared/people";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import { roleMessages } from "@inventario/shared/roles";
import { type EmployeeWarehouses, warehouseScopeMessages } from "@inventario/shared/warehouse-scope";
import type { Db } from "../../db/connection";
import { AppError, conflict, notFound } from "../../errors";
import { hashPassword } from "../../lib/password";
import { nowIso } from "../../lib/time";
import { fieldChanges, recordAudit } from "../audit/audit-trail";
import { deleteSessionsOf } from "../auth/auth.repository";
import { findIdByIdentification } from "../people/people.repository";
import { findPerson } from "../people/people.service";
import { catalogueWith, validPermissionSet } from "../roles/permissions.service";
import * as rolesRepo from "../roles/roles.repository";
import { keepOneActiveAdmin } from "./admin-guard";
import { employeesKind } from "./employees.kind";
import * as repo from "./employees.repository";

const byName = (a: string, b: string) => a.localeCompare(b, "es");

const employeeSummary = (e: Employee) => `${e.name} ${e.last_name} (${e.identification})`;

/** The audit row of a change to an employee's grants or warehouses, named as the trail names employees. */
async function auditEmployeeUpdate(trx: Db, id: string, identification: string, changes: AuditChange[]) {
  const employee = await findPerson(trx, employeesKind, id);
  await recordAudit(trx, {
    action: "update",
    entity: "employee",
    entityId: id,
    summary: employee ? employeeSummary(employee) : identification,
    changes,
  });
}

/** Sign-in access (role + password) and per-employee permission grants; admin-only routes use these. */
export function createEmployeeAccessService(db: Db) {
  async function employeeId(identification: string): Promise<string> {
    const id = await findIdByIdentification(db, "employees", identification);
    if (!id) throw notFound(employeesKind.messages.notFound);
    return id;
  }

  return {
    async setAccess(identification: string, input: { role: string; password?: string | undefined }): Promise<Employee> {
      const id = await employeeId(identification);
      const role = await rolesRepo.findRoleByName(db, input.role.trim().toLowerCase());
      if (!role) throw new AppError(400, "VALIDATION", roleMessages.notFound, { role: roleMessages.notFound });
      const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        const before = await findPerson(trx, employeesKind, id);
        if (!before) throw notFound(employeesKind.messages.notFound);
        // Demoting the last admin (themself included) would leave nobody to manage permissions.
        if (role.name !== ADMIN_ROLE) await keepOneActiveAdmin(trx, id);
        await repo.updateEmployee(trx, id, {
          role_id: role.id,
          updated_at: nowIso(),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        });
        // A new password ends the sessions opened with the old one.
        if (passwordHash) await deleteSessionsOf(trx, id);
        const summary = employeeSummary(before);
        const changes = fieldChanges({ role: before.role }, { role: role.name });
        if (changes.length > 0)
          await recordAudit(trx, { action: "update", entity: "employee", entityId: id, summary, changes });
        // That a password was set, never the password.
        if (passwordHash)
          await recordAudit(trx, { action: "password_reset", entity: "employee", entityId: id, summary });
      });
      const employee = await findPerson(db, employeesKind, id);
      if (!employee) throw notFound(employeesKind.messages.notFound);
      return employee;
    },

    async grants(identification: string) {
      return catalogueWith(await rolesRepo.employeeGrants(db, await employeeId(identification)));
    },

    async setGrants(identification: string, names: readonly string[]) {
      const permissions = validPermissionSet(names);
      const id = await employeeId(identification);
      await db.transaction().execute(async (trx) => {
        const before = [...(await rolesRepo.employeeGrants(trx, id))].sort();
        await rolesRepo.replaceEmployeeGrants(trx, id, permissions);
        await auditEmployeeUpdate(
          trx,
          id,
          identification,
          fieldChanges({ permissions: before }, { permissions: [...permissions].sort() }),
        );
      });
      return catalogueWith(permissions);
    },

    /** 'Bodegas asignadas': the warehouses the employee may change stock in ([] = all). */
    async warehouses(identification: string): Promise<EmployeeWarehouses> {
      return { warehouse_ids: await repo.assignedWarehouseIds(db, await employeeId(identification)) };
    },

    /**
     * Replaces the employee's assigned warehouses (repeats ignored; [] lifts the restriction). Refused
     * (400) when one does not exist, (409) a non-empty set for an admin, who reaches every warehouse.
     * Sessions stay open: the guard reads the scope on each request.
     */
    async setWarehouses(identification: string, input: EmployeeWarehouses): Promise<EmployeeWarehouses> {
      const id = await employeeId(identification);
      const wanted = [...new Set(input.warehouse_ids)];
      await db.transaction().execute(async (trx) => {
        const found = await repo.warehousesByIds(trx, wanted);
        if (found.length !== wanted.length) {
          const message = warehouseScopeMessages.unknownWarehouse;
          throw new AppError(400, "VALIDATION", message, { warehouse_ids: message });
        }
        if (wanted.length > 0 && (await repo.roleNameOf(trx, id)) === ADMIN_ROLE)
          throw conflict(warehouseScopeMessages.adminUnscoped);
        await repo.lockEmployee(trx, id);
        const before = (await repo.assignedWarehouseNames(trx, id)).sort(byName);
        await repo.replaceAssignedWarehouses(trx, id, wanted);
        const after = found.map((w) => w.name).sort(byName);
        const changes = fieldChanges({ warehouse_ids: before }, { warehouse_ids: after });
        if (changes.length === 0) return;
        await auditEmployeeUpdate(trx, id, identification, changes);
      });
      return { warehouse_ids: await repo.assignedWarehouseIds(db, id) };
    },
  };
}
export type EmployeeAccessService = ReturnType<typeof createEmployeeAccessService>;
