import { hashPassword } from "../lib/password";
import { nowIso } from "../lib/time";
import { recordAudit } from "../modules/audit/audit-trail";
import type { Db } from "./connection";

/**
 * Sets a new password, reactivates the account (the way back in for an admin who was deactivated) and
 * ends the employee's open sessions. False when no employee has that email. Recorded in the audit trail
 * as a password set from the server's console (no user: `npm run admin:password`, the bench).
 */
export async function resetPassword(db: Db, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const employee = await trx
      .selectFrom("employees")
      .select("id")
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    if (!employee) return false;
    await trx
      .updateTable("employees")
      .set({ password_hash: passwordHash, is_active: 1, updated_at: nowIso() })
      .where("id", "=", employee.id)
      .execute();
    await trx.deleteFrom("sessions").where("employee_id", "=", employee.id).execute();
    await recordAudit(trx, {
      action: "password_reset",
      entity: "employee",
      entityId: employee.id,
      summary: `${email.trim().toLowerCase()} (desde la consola del servidor)`,
    });
    return true;
  });
}
