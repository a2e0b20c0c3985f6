import { messages } from "@inventario/shared/messages";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { resetPassword } from "../src/db/admin";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from "./helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/auth", payload: payload as object });
const me = (cookie?: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: cookie ? { cookie } : {} });
const sessionIdOf = async (employeeEmail: string) =>
  t.app.db
    .selectFrom("sessions")
    .innerJoin("employees", "employees.id", "sessions.employee_id")
    .select(["sessions.id", "sessions.expires_at", "sessions.last_seen_at"])
    .where("employees.email", "=", employeeEmail)
    .orderBy("sessions.created_at", "desc")
    .executeTakeFirstOrThrow();

describe("POST /api/auth", () => {
  it("signs in with the right password and sets an httpOnly SameSite=Lax session cookie", async () => {
    const response = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(String), name: "Administrador", role: "admin" });
    const cookie = response.cookies.find((c) => c.name === "inventario_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    // The database holds only a hash of the token.
    const stored = await sessionIdOf(ADMIN_EMAIL);
    expect(stored.id).not.toBe(cookie?.value);
  });

  it("accepts the email with other case and surrounding spaces", async () => {
    const response = await login({ email: `  ${ADMIN_EMAIL.toUpperCase()} `, password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown email with the same 401 and message", async () => {
    const wrong = await login({ email: ADMIN_EMAIL, password: "otra-clave-mala" });
    const unknown = await login({ email: "nadie@inventario.test", password: "otra-clave-mala" });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.login.failed, code: "UNAUTHENTICATED" });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it("takes comparable time for an unknown email and a wrong password (no account enumeration)", async () => {
    // At the cost an installation hashes at, not the test runs' low one (lib/password.ts): the admin's
    // password is set again at it, and the decoy an unknown email is checked against is made at it.
    vi.stubEnv("PASSWORD_HASH_COST", "standard");
    // Test files share a worker (vitest.config.ts, isolate: false): the next file hashes at the low cost.
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    await resetPassword(t.app.db, ADMIN_EMAIL, ADMIN_PASSWORD);
    const stored = await t.app.db
      .selectFrom("employees")
      .select("password_hash")
      .where("email", "=", ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const timed = async (email: string) => {
      const start = performance.now();
      await login({ email, password: "clave-incorrecta" });
      return performance.now() - start;
    };
    // Alternated, so both kinds meet the same load from the suites running alongside: measured one set
    // after the other, a neighbour busy during only one set could fail the comparison.
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    for (let i = 0; i < 7; i++) {
      wrongPassword.push(await timed(ADMIN_EMAIL));
      unknownEmail.push(await timed("desconocido@inventario.test"));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[3] ?? 0;
    // Both pay for one scrypt verification; without the decoy hash the unknown email would be ~100x
    // faster, so a factor of 3 either way tells the two apart from the noise.
    expect(median(unknownEmail)).toBeGreaterThan(median(wrongPassword) / 3);
    expect(median(wrongPassword)).toBeGreaterThan(median(unknownEmail) / 3);
  });

  it("validates the payload with the Spanish messages of the form", async () => {
    const empty = await login({ email: "  ", password: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: messages.errors.validation,
      code: "VALIDATION",
      fields: { email: messages.login.emailRequired, password: messages.login.passwordRequired },
    });
    const badFormat = await login({ email: "no es correo", password: "x" });
    expect(badFormat.json().fields).toEqual({ email: messages.login.emailInvalid });
    const missing = await login({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ email: messages.login.emailRequired });
  });

  it("refuses an inactive employee even with the right password", async () => {
    await t.app.db.updateTable("employees").set({ is_active: 0 }).where("email", "=", ADMIN_EMAIL).execute();
    try {
      const response = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(response.statusCode).toBe(401);
    } finally {
      await t.app.db.updateTable("employees").set({ is_active: 1 }).where("email", "=", ADMIN_EMAIL).execute();
    }
  });
});

describe("session", () => {
  it("GET /api/auth/me returns the user (with the warehouses they may change stock in) for a live session and 401 without one", async () => {
    const cookie = await signIn(t.app);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: expect.any(String), name: "Administrador", role: "admin", warehouse_ids: [] },
    });

    const anonymous = await me();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.errors.unauthenticated, code: "UNAUTHENTICATED" });
    expect((await me("inventario_session=inventado")).statusCode).toBe(401);
  });

  it("logout deletes the session: the same cookie gets 401 afterwards", async () => {
    const cookie = await signIn(t.app);
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((c) => c.name === "inventario_session");
    expect(cleared?.value).toBe("");
    expect((await me(cookie)).statusCode).toBe(401);
    // Logging out twice, or without a session, is harmless.
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
  });

  it("an idle-expired session is refused", async () => {
    const cookie = await signIn(t.app);
    const session = await sessionIdOf(ADMIN_EMAIL);
    await t.app.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", session.id)
      .execute();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("activity slides the expiry forward by SESSION_TTL_HOURS", async () => {
    const cookie = await signIn(t.app);
    const session = await sessionIdOf(ADMIN_EMAIL);
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    const soon = new Date(Date.now() + 60_000).toISOString();
    await t.app.db
      .updateTable("sessions")
      .set({ last_seen_at: twoMinutesAgo, expires_at: soon })
      .where("id", "=", session.id)
      .execute();
    expect((await me(cookie)).statusCode).toBe(200);
    const expectedExpiry = Date.now() + t.config.sessionTtlHours * 3_600_000;
    // The touch is written beside the request, not before its answer (auth.service.ts).
    await expect
      .poll(async () => Math.abs(Date.parse((await sessionIdOf(ADMIN_EMAIL)).expires_at) - expectedExpiry))
      .toBeLessThan(10_000);
  });

  it("deactivating the employee ends the session at once", async () => {
    const cookie = await signIn(t.app);
    await t.app.db.updateTable("employees").set({ is_active: 0 }).where("email", "=", ADMIN_EMAIL).execute();
    try {
      expect((await me(cookie)).statusCode).toBe(401);
    } finally {
      await t.app.db.updateTable("employees").set({ is_active: 1 }).where("email", "=", ADMIN_EMAIL).execute();
    }
  });
});
