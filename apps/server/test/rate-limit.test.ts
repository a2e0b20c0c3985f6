import { messages } from "@inventario/shared/messages";
import { afterEach, describe, expect, it } from "vitest";
import { fastifyTrustProxy, loadConfig } from "../src/config/env";
import type { LoginThrottleLimits } from "../src/modules/auth/login-throttle";
import { addressKey } from "../src/modules/auth/login-throttle";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from "./helpers/test-app";

const open: TestApp[] = [];
afterEach(async () => {
  // Apps sharing a database first, the owner (which drops it) last.
  for (const app of open.splice(0).reverse()) await app.close();
});

async function app(loginRateLimit: LoginThrottleLimits, more: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ loginRateLimit, ...more });
  open.push(t);
  return t;
}

/** Waits long enough that nothing expires while a test runs. */
const limits = (overrides: Partial<LoginThrottleLimits>): LoginThrottleLimits => ({
  perEmailMax: 100,
  perIpMax: 100,
  windowMs: 3_600_000,
  baseDelayMs: 60_000,
  maxDelayMs: 600_000,
  ...overrides,
});

const attempt = (
  t: TestApp,
  email: string,
  password = "clave-incorrecta",
  ip = "10.0.0.1",
  headers: Record<string, string> = {},
) => t.app.inject({ method: "POST", url: "/api/auth", payload: { email, password }, remoteAddress: ip, headers });

/** As if the waits had run out: the counts stay, the blocks end. */
const letTimePass = (t: TestApp) => t.app.db.updateTable("login_throttle").set({ blocked_until: 0 }).execute();

describe("login throttling", () => {
  it("throttles the guessing address, not the account: its owner still signs in from elsewhere", async () => {
    const t = await app(limits({ perEmailMax: 3 }));
    for (let i = 0; i < 3; i++) expect((await attempt(t, ADMIN_EMAIL)).statusCode).toBe(401);

    // The guessing address waits, even with the right password, and is told for how long.
    const limited = await attempt(t, ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.login.tooManyAttempts, code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(59);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);

    // The owner, from their own address, is not locked out.
    expect((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD, "10.0.0.2")).statusCode).toBe(200);
    // The guessing address may still try other accounts (the per-address budget is not spent).
    expect((await attempt(t, "otra@inventario.test")).statusCode).toBe(401);
  });

  it("makes each further failure wait twice as long, up to the cap", async () => {
    const t = await app(limits({ perEmailMax: 2, baseDelayMs: 10_000, maxDelayMs: 35_000 }));
    for (let i = 0; i < 2; i++) expect((await attempt(t, ADMIN_EMAIL)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const limited = await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(limited.statusCode).toBe(429);
      waits.push(Number(limited.headers["retry-after"]));
      await letTimePass(t);
      expect((await attempt(t, ADMIN_EMAIL)).statusCode).toBe(401);
    }
    expect(waits).toEqual([10, 20, 35, 35]);
  });

  it("a success clears that address's failures for the account", async () => {
    const t = await app(limits({ perEmailMax: 3 }));
    for (let i = 0; i < 2; i++) expect((await attempt(t, ADMIN_EMAIL)).statusCode).toBe(401);
    expect((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(t, ADMIN_EMAIL)).statusCode).toBe(401);
    expect((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("limits failures per address across many emails; other addresses are not affected", async () => {
    const t = await app(limits({ perIpMax: 4 }));
    for (let i = 0; i < 4; i++) expect((await attempt(t, `persona${i}@inventario.test`)).statusCode).toBe(401);
    const limited = await attempt(t, "persona9@inventario.test");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(429);
    expect((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD, "10.0.0.2")).statusCode).toBe(200);
  });

  it("counts an IPv6 client's whole /64 as one address", async () => {
    const t = await app(limits({ perIpMax: 3 }));
    for (let i = 1; i <= 3; i++) {
      expect((await attempt(t, `persona${i}@inventario.test`, "mala", `2001:db8:1:2::${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(t, "persona9@inventario.test", "mala", "2001:db8:1:2:ffff::9")).statusCode).toBe(429);
    expect((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD, "2001:db8:1:3::1")).statusCode).toBe(200);
  });

  it("keeps the counts across a restart", async () => {
    const budget = limits({ perEmailMax: 3 });
    const owner = await app(budget);
    const first = await app(budget, { sameDatabaseAs: owner });
    for (let i = 0; i < 3; i++) expect((await attempt(first, ADMIN_EMAIL)).statusCode).toBe(401);
    await first.close();
    open.splice(open.indexOf(first), 1);

    const restarted = await app(budget, { sameDatabaseAs: owner });
    expect((await attempt(restarted, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(429);
    expect((await attempt(restarted, ADMIN_EMAIL, ADMIN_PASSWORD, "10.0.0.2")).statusCode).toBe(200);
  });

  it("shares the counts between server processes, and counts every concurrent failure", async () => {
    const a = await app(limits({ perEmailMax: 1000, perIpMax: 1000 }));
    const b = await app(limits({ perEmailMax: 1000, perIpMax: 1000 }), { sameDatabaseAs: a });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(i % 2 ? a : b, ADMIN_EMAIL)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(401));
    // Two counters (the address, the email at that address), each holding every failure.
    const rows = await a.app.db.selectFrom("login_throttle").select("failures").execute();
    expect(rows.map((r) => Number(r.failures))).toEqual([12, 12]);

    const c = await app(limits({ perEmailMax: 3 }), { sameDatabaseAs: a });
    const d = await app(limits({ perEmailMax: 3 }), { sameDatabaseAs: a });
    for (let i = 0; i < 3; i++) expect((await attempt(c, "persona@inventario.test")).statusCode).toBe(401);
    expect((await attempt(d, "persona@inventario.test")).statusCode).toBe(429);
  });

  it("forgets old counters, so the table stays small", async () => {
    const t = await app(limits({ windowMs: 60_000 }));
    const old = Date.now() - 120_000;
    await t.app.db
      .insertInto("login_throttle")
      .values([
        { key: "olvidado", failures: 9, blocked_until: old, updated_at: old },
        { key: "aun-bloqueado", failures: 9, blocked_until: Date.now() + 60_000, updated_at: old },
      ])
      .execute();
    expect((await attempt(t, ADMIN_EMAIL)).statusCode).toBe(401);
    const keys = (await t.app.db.selectFrom("login_throttle").select("key").execute()).map((r) => r.key);
    expect(keys).not.toContain("olvidado");
    expect(keys).toContain("aun-bloqueado");
    expect(keys).toHaveLength(3);
  });

  it("behind a proxy, a client-chosen X-Forwarded-For does not escape the per-address limit", async () => {
    const t = await app(limits({ perIpMax: 3 }), { trustProxy: true });
    const proxy = "10.0.0.254";
    // The proxy appends the address it saw; whatever the client wrote comes before it.
    const via = (client: string, spoofed: string) => ({ "x-forwarded-for": `${spoofed}, ${client}` });
    for (let i = 0; i < 3; i++) {
      const response = await attempt(t, `persona${i}@inventario.test`, "mala", proxy, via("203.0.113.7", `6.6.6.${i}`));
      expect(response.statusCode).toBe(401);
    }
    const spoofed = await attempt(t, "persona9@inventario.test", "mala", proxy, via("203.0.113.7", "6.6.6.99"));
    expect(spoofed.statusCode).toBe(429);
    // Another client behind the same proxy signs in.
    expect((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD, proxy, via("198.51.100.1", "6.6.6.1"))).statusCode).toBe(200);
  });
});

describe("TRUST_PROXY", () => {
  const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it("is off, one hop, a hop count or a list of proxy addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustOf("false")).toBe(false);
    expect(trustOf("true")).toBe(1);
    expect(trustOf("2")).toBe(2);
    expect(trustOf("10.0.0.1, 10.1.0.0/16,loopback")).toEqual(["10.0.0.1", "10.1.0.0/16", "loopback"]);
    expect(() => trustOf("proxy.example")).toThrow(/TRUST_PROXY/);
  });

  it("trusts only the hops it is told to", () => {
    const oneHop = fastifyTrustProxy(true);
    expect(typeof oneHop).toBe("function");
    if (typeof oneHop !== "function") return;
    expect([oneHop("10.0.0.254", 0), oneHop("6.6.6.6", 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(["10.0.0.1"])).toEqual(["10.0.0.1"]);
  });
});

describe("addressKey", () => {
  it("groups IPv6 by /64 and unwraps IPv4-mapped addresses", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
