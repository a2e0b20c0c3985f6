import { messages } from "@inventario/shared/messages";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from "./helpers/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const attempt = (app: TestApp["app"], email: string, password = "clave-incorrecta", ip = "10.0.0.1") =>
  app.inject({ method: "POST", url: "/api/auth", payload: { email, password }, remoteAddress: ip });

describe("login rate limiting", () => {
  it("limits attempts per email, whatever the address, with a Spanish 429", async () => {
    t = await createTestApp({ loginRateLimit: { perIpMax: 100, perEmailMax: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) {
      expect((await attempt(t.app, ADMIN_EMAIL, "mala", `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    // Even the right password waits: the budget is spent.
    const limited = await attempt(t.app, ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD, "10.0.0.9");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.login.tooManyAttempts, code: "RATE_LIMITED" });
    // Another account is not affected.
    expect((await attempt(t.app, "otra@inventario.test", "mala", "10.0.0.9")).statusCode).toBe(401);
  });

  it("limits attempts per address across many emails", async () => {
    t = await createTestApp({ loginRateLimit: { perIpMax: 4, perEmailMax: 100, windowMs: 60_000 } });
    for (let i = 0; i < 4; i++) {
      expect((await attempt(t.app, `persona${i}@inventario.test`)).statusCode).toBe(401);
    }
    const limited = await attempt(t.app, "persona9@inventario.test");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    // Another address still gets through.
    expect((await attempt(t.app, ADMIN_EMAIL, ADMIN_PASSWORD, "10.0.0.2")).statusCode).toBe(200);
  });
});
