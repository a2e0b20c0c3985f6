import type { Db } from "../../db/connection";
import { type Arg, prepared } from "../../db/prepared";

const sessionUserColumns = [
  "employees.id as id",
  "employees.name as name",
  "employees.last_name as last_name",
  "roles.name as role",
] as const;

export function findLoginCandidate(db: Db, email: string) {
  return db
    .selectFrom("employees")
    .innerJoin("roles", "roles.id", "employees.role_id")
    .select([...sessionUserColumns, "employees.password_hash as password_hash"])
    .where("employees.email", "=", email)
    .where("employees.is_active", "=", 1)
    .executeTakeFirst();
}

export function insertSession(
  db: Db,
  row: { id: string; employee_id: string; created_at: string; last_seen_at: string; expires_at: string },
) {
  return db.insertInto("sessions").values(row).execute();
}

/** The live session's user: unexpired, and its employee still active. */
const sessionUser = prepared((db, sessionId: Arg<string>, now: Arg<string>) =>
  db
    .selectFrom("sessions")
    .innerJoin("employees", "employees.id", "sessions.employee_id")
    .innerJoin("roles", "roles.id", "employees.role_id")
    .select([...sessionUserColumns, "sessions.last_seen_at as last_seen_at"])
    .where("sessions.id", "=", sessionId)
    .where("sessions.expires_at", ">", now)
    .where("employees.is_active", "=", 1),
);

export const findSessionUser = async (db: Db, sessionId: string, now: string) =>
  (await sessionUser(db, sessionId, now))[0];

export function touchSession(db: Db, sessionId: string, lastSeenAt: string, expiresAt: string) {
  return db
    .updateTable("sessions")
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where("id", "=", sessionId)
    .execute();
}

/** Ends a session; answers its employee's id, undefined when there was none. */
export async function deleteSession(db: Db, sessionId: string): Promise<string | undefined> {
  const ended = await db.deleteFrom("sessions").where("id", "=", sessionId).returning("employee_id").executeTakeFirst();
  return ended?.employee_id;
}

/** A session that exists but expired (its cookie outlived it). */
export const findExpiredSession = (db: Db, sessionId: string, now: string) =>
  db
    .selectFrom("sessions")
    .select("employee_id")
    .where("id", "=", sessionId)
    .where("expires_at", "<=", now)
    .executeTakeFirst();

export function deleteExpiredSessions(db: Db, now: string) {
  return db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
}

/** Ends every session of the employee (deactivated, or given a new password). */
export function deleteSessionsOf(db: Db, employeeId: string) {
  return db.deleteFrom("sessions").where("employee_id", "=", employeeId).execute();
}
