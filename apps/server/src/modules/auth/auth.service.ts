import { createHash, randomBytes } from "node:crypto";
import type { LoginInput, SessionUser } from "@inventario/shared/auth";
import { messages } from "@inventario/shared/messages";
import type { Db } from "../../db/connection";
import { AppError } from "../../errors";
import { decoyHashPromise, verifyPassword } from "../../lib/password";
import { toIso } from "../../lib/time";
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

export function createAuthService(db: Db, options: { sessionTtlHours: number; now?: () => Date }) {
  const ttlMs = options.sessionTtlHours * 3_600_000;
  const now = options.now ?? (() => new Date());

  return {
    /** Same answer and comparable timing whether the email is unknown or the password wrong. */
    async login(input: LoginInput): Promise<{ user: SessionUser; token: string }> {
      const candidate = await repo.findLoginCandidate(db, input.email.trim().toLowerCase());
      const storedHash = candidate?.password_hash ?? (await decoyHashPromise);
      const valid = await verifyPassword(input.password, storedHash);
      if (!candidate?.password_hash || !valid) throw new AppError(401, "UNAUTHENTICATED", messages.login.failed);

      const at = now();
      await repo.deleteExpiredSessions(db, toIso(at));
      const token = randomBytes(32).toString("base64url");
      await repo.insertSession(db, {
        id: hashToken(token),
        employee_id: candidate.id,
        created_at: toIso(at),
        last_seen_at: toIso(at),
        expires_at: toIso(new Date(at.getTime() + ttlMs)),
      });
      return { user: toSessionUser(candidate), token };
    },

    async resolve(token: string): Promise<SessionUser | null> {
      const at = now();
      const sessionId = hashToken(token);
      const row = await repo.findSessionUser(db, sessionId, toIso(at));
      if (!row) return null;
      if (at.getTime() - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
        // Not awaited: the request needs only the read. On SQLite a write waits for the write connection,
        // which an import may hold for seconds (docs/decisions/0025-imports.md); a touch that fails is
        // retried by the session's next request, and the session stays valid until its expiry meanwhile.
        repo.touchSession(db, sessionId, toIso(at), toIso(new Date(at.getTime() + ttlMs))).catch(() => {});
      }
      return toSessionUser(row);
    },

    async logout(token: string): Promise<void> {
      await repo.deleteSession(db, hashToken(token));
    },
  };
}
