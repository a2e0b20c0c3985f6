import type { SessionUser } from "@inventario/shared/auth";
import { messages } from "@inventario/shared/messages";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import type { Db } from "../../db/connection";
import { AppError, conflict } from "../../errors";
import * as repo from "./employees.repository";

/**
 * An admin account is only changed by an admin: otherwise anyone holding employees:update or
 * employees:delete could take over (change its email) or lock out (deactivate) the person who
 * manages permissions.
 */
export async function refuseNonAdminOnAdmin(db: Db, employeeId: string, actor: SessionUser | null | undefined) {
  if (actor?.role === ADMIN_ROLE) return;
  if ((await repo.roleNameOf(db, employeeId)) === ADMIN_ROLE) {
    throw new AppError(403, "FORBIDDEN", messages.adminAccount.adminOnly);
  }
}

/**
 * Refuses with 409 when the employee is an admin and no other active admin could sign in after it
 * loses the role or is deactivated: nobody could manage permissions any more. Run inside the
 * transaction that makes the change, so concurrent changes are counted (see lockAdminAccounts).
 */
export async function keepOneActiveAdmin(trx: Db, employeeId: string): Promise<void> {
  await repo.lockAdminAccounts(trx);
  if ((await repo.roleNameOf(trx, employeeId)) !== ADMIN_ROLE) return;
  if ((await repo.countOtherActiveAdmins(trx, employeeId)) === 0) throw conflict(messages.adminAccount.lastAdmin);
}
