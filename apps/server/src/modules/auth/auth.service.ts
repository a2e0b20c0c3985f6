import { createHash, randomBytes } from "node:crypto";
import type { LoginInput, SessionUser } from "@inventario/shared/auth";
import { messages } from "@inventario/shared/messages";
import type { Db } from "../../db/connection";
import { AppError } from "../../errors";
import { decoyHash, verifyPassword } from "../../lib/password";
import { toIso } from "../../lib/time";
import { recordAudit, recordAuditNow } from "../audit/audit-trail";
import { warehouseScopeOf } from "../employees/warehouse-scope";
import * as repo from "./auth.repository";

/** Sliding expiry is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export type AuthService = ReturnType<typeof createAuthService>;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

const toSessionUser = (row: { id: string; name: string; last_name: string; role: string }): SessionUser => ({
  id: row.id,
  name: `${row.name} ${row.last_name}`.trim(),
  role: row.role,
});

/** A sign-in attempt as the trail records it: the email tried, the employee it names. */
const signInEvent = (
  action: "sign_in" | "sign_in_failed" | "sign_in_throttled",
  email: string,
  employeeId: string | null,
  userId: string | null,
) => ({ action, entity: "session", entityId: employeeId, userId, summary: email.slice(0, 200) }) as const;

export function createAuthService(db: Db, options: { sessionTtlHours: number; now?: () => Date }) {
  const ttlMs = options.sessionTtlHours * 3_600_000;
  const now = options.now ?? (() => new Date());

  /**
   * A cookie naming a session that expired: the event is recorded once, as the session row goes (its
   * next requests find nothing). Sessions simply unknown (signed out, never issued) record nothing.
   */
  async function endExpiredSession(sessionId: string, nowIso: string): Promise<void> {
    const expired = await repo.findExpiredSession(db, sessionId, nowIso);
    if (expired === undefined) return;
    await db.transaction().execute(async (trx) => {
      if ((await repo.deleteSession(trx, sessionId)) === undefined) return;
      await recordAudit(trx, {
        action: "session_expired",
        entity: "session",
        entityId: expired.employee_id,
        userId: expired.employee_id,
        summary: "Sesión vencida",
      });
    });
  }

  return {
    /** Same answer and comparable timing whether the email is unknown or the password wrong. */
    async login(input: LoginInput): Promise<{ user: SessionUser; token: string }> {
      const email = input.email.trim().toLowerCase();
      const candidate = await repo.findLoginCandidate(db, email);
      const storedHash = candidate?.password_hash ?? (await decoyHash());
      const valid = await verifyPassword(input.password, storedHash);
      if (!candidate?.password_hash || !valid) {
        // The email tried, never the password; the employee it names, if any, finds it in their history.
        await recordAuditNow(db, signInEvent("sign_in_failed", email, candidate?.id ?? null, null));
        throw new AppError(401, "UNAUTHENTICATED", messages.login.failed);
      }

      const at = now();
      const token = randomBytes(32).toString("base64url");
      await db.transaction().execute(async (trx) => {
        await repo.deleteExpiredSessions(trx, toIso(at));
        await repo.insertSession(trx, {
          id: hashToken(token),
          employee_id: candidate.id,
          created_at: toIso(at),
          last_seen_at: toIso(at),
          expires_at: toIso(new Date(at.getTime() + ttlMs)),
        });
        await recordAudit(trx, signInEvent("sign_in", email, candidate.id, candidate.id));
      });
      return { user: toSessionUser(candidate), token };
    },

    /** The signed-in user as GET /auth/me answers it: with the warehouses they may change stock in. */
    me: async (user: SessionUser) => ({ ...user, warehouse_ids: await warehouseScopeOf(db, user) }),

    /** A sign-in refused by the throttle before any password was checked. */
    recordThrottled: (email: string) => recordAuditNow(db, signInEvent("sign_in_throttled", email, null, null)),

    async resolve(token: string): Promise<SessionUser | null> {
      const at = now();
      const sessionId = hashToken(token);
      const row = await repo.findSessionUser(db, sessionId, toIso(at));
      if (!row) {
        await endExpiredSession(sessionId, toIso(at));
        return null;
      }
      if (at.getTime() - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
        // Not awaited: the request needs only the read. On SQLite a write waits for the write connection,
        // which an import may hold for seconds (docs/decisions/0025-imports.md); a touch that fails is
        // retried by the session's next request, and the session stays valid until its expiry meanwhile.
        repo.touchSession(db, sessionId, toIso(at), toIso(new Date(at.getTime() + ttlMs))).catch(() => {});
      }
      return toSessionUser(row);
    },

    async logout(token: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const ended = await repo.deleteSession(trx, hashToken(token));
        if (ended === undefined) return;
        await recordAudit(trx, {
          action: "sign_out",
          entity: "session",
          entityId: ended,
          userId: ended,
          summary: "Cierre de sesión",
        });
      });
    },
  };
}
