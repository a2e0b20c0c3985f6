import { messages } from "@inventario/shared/messages";
import { afterEach, describe, expect, it } from "vitest";
import { defaultLoginRateLimit, loadConfig } from "../src/config/env";
import type { LoginThrottleLimits } from "../src/modules/auth/login-throttle";
import { addressKey, createLoginThrottle } from "../src/modules/auth/login-throttle";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from "./helpers/test-app";

const open: TestApp[] = [];
afterEach(async () => {
  // Apps sharing a database first, the owner (which drops it) last.
  for (const app of open.splice(0).reverse()) await app.close();
});

async function app(
  loginRateLimit: LoginThrottleLimits,
  more: Parameters<typeof createTestApp>[0] = {},
  beforeReady?: Parameters<typeof createTestApp>[1],
) {
  const t = await createTestApp({ loginRateLimit, ...more }, beforeReady);
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

  it("does not count successful sign-ins against the address", async () => {
    const t = await app(limits({ perIpMax: 2 }));
    expect((await attempt(t, "persona@inventario.test")).statusCode).toBe(401);
    // Each of these reaches the address's budget when counted, and gives its attempt back on success.
    for (let i = 0; i < 5; i++) expect((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(t, "persona@inventario.test")).statusCode).toBe(401);
    expect((await attempt(t, "persona@inventario.test")).statusCode).toBe(429);
  });

  it("does not count refused attempts", async () => {
    const t = await app(limits({ perEmailMax: 2, perIpMax: 5 }));
    for (let i = 0; i < 2; i++) expect((await attempt(t, ADMIN_EMAIL)).statusCode).toBe(401);
    for (let i = 0; i < 10; i++) expect((await attempt(t, ADMIN_EMAIL)).statusCode).toBe(429);
    // The address has 2 failures, not 12: three more guesses at other accounts are checked.
    for (let i = 0; i < 3; i++) expect((await attempt(t, `persona${i}@inventario.test`)).statusCode).toBe(401);
    expect((await attempt(t, "persona9@inventario.test")).statusCode).toBe(429);
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
    const rows = await a.app.db.selectFrom("login_throttle").select("attempts").execute();
    expect(rows.map((r) => Number(r.attempts))).toEqual([12, 12]);

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
        { key: "olvidado", attempts: 9, blocked_until: old, window_started_at: old },
        { key: "aun-bloqueado", attempts: 9, blocked_until: Date.now() + 60_000, window_started_at: old },
      ])
      .execute();
    expect((await attempt(t, ADMIN_EMAIL)).statusCode).toBe(401);
    const keys = (await t.app.db.selectFrom("login_throttle").select("key").execute()).map((r) => r.key);
    expect(keys).not.toContain("olvidado");
    expect(keys).toContain("aun-bloqueado");
    expect(keys).toHaveLength(3);
  });

  it("behind a proxy, a client-chosen X-Forwarded-For does not escape the per-address limit", async () => {
    const proxy = "10.0.0.254";
    const t = await app(limits({ perIpMax: 3 }), { trustProxy: [proxy] });
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

describe("login throttling under concurrent guesses", () => {
  const statuses = (results: Array<{ statusCode: number }>) => ({
    checked: results.filter((r) => r.statusCode === 401).length,
    refused: results.filter((r) => r.statusCode === 429).length,
  });

  it("runs the password check at most perEmailMax times for parallel guesses at one account", async () => {
    const t = await app(limits({ perEmailMax: 3 }));
    const results = await Promise.all(Array.from({ length: 8 }, () => attempt(t, ADMIN_EMAIL)));
    const { checked, refused } = statuses(results);
    expect(checked).toBeLessThanOrEqual(3);
    expect(refused).toBeGreaterThanOrEqual(5);
    expect(checked + refused).toBe(8);
    for (const r of results.filter((r) => r.statusCode === 429)) expect(r.headers["retry-after"]).toBeDefined();
  });

  it("runs it at most perIpMax times for parallel guesses at many accounts from one address", async () => {
    const t = await app(limits({ perIpMax: 3 }));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(t, `persona${i}@inventario.test`)));
    const { checked, refused } = statuses(results);
    expect(checked).toBeLessThanOrEqual(3);
    expect(refused).toBeGreaterThanOrEqual(5);
  });

  it("holds across two server processes on one database", async () => {
    const a = await app(limits({ perEmailMax: 3 }));
    const b = await app(limits({ perEmailMax: 3 }), { sameDatabaseAs: a });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(i % 2 ? a : b, ADMIN_EMAIL)));
    const { checked, refused } = statuses(results);
    expect(checked).toBeLessThanOrEqual(3);
    expect(refused).toBeGreaterThanOrEqual(5);
  });
});

describe("login throttling windows", () => {
  const minutes = (n: number) => n * 60_000;
  const hours = (n: number) => n * 3_600_000;

  /** A throttle on the app's database with a clock the test moves. */
  async function clocked(budget: Partial<LoginThrottleLimits>) {
    const t = await app(limits({}));
    const clock = { now: Date.UTC(2026, 0, 5, 9) };
    const throttle = createLoginThrottle(t.app.db, limits(budget), () => clock.now);
    const fail = async (ip: string, email: string) => {
      const attempt = await throttle.begin(ip, email);
      if (!attempt.allowed) throw new Error(`refused, wait ${attempt.waitMs} ms`);
      await attempt.failed();
    };
    /** How long this client would be told to wait now (0: it may try), leaving the counts as they were. */
    const waitOf = async (ip: string, email: string) => {
      const attempt = await throttle.begin(ip, email);
      if (!attempt.allowed) return attempt.waitMs;
      await attempt.abandoned();
      return 0;
    };
    return { clock, fail, waitOf };
  }

  it("forgets an address's failures an hour after the first, even while typos keep coming", async () => {
    const { clock, fail, waitOf } = await clocked({ perIpMax: 3, perIpWindowMs: hours(1), windowMs: hours(24) });
    // One office behind one address: a typo every 35 minutes, each on another account, all day; a
    // colleague signing in a second after any of them is never made to wait.
    for (let i = 0; i < 12; i++) {
      await fail("10.0.0.1", `persona${i}@inventario.test`);
      clock.now += 1000;
      expect(await waitOf("10.0.0.1", "colega@inventario.test")).toBe(0);
      clock.now += minutes(35);
    }
    // Within one window the budget still holds: three failures inside the hour make the address wait.
    for (let i = 0; i < 3; i++) await fail("10.0.0.1", `otra${i}@inventario.test`);
    expect(await waitOf("10.0.0.1", "colega@inventario.test")).toBe(60_000);
  });

  it("starts an account's count at an address over 24 h after its first failure", async () => {
    const { clock, fail, waitOf } = await clocked({ perEmailMax: 3, windowMs: hours(24) });
    await fail("10.0.0.1", ADMIN_EMAIL);
    clock.now += hours(23);
    await fail("10.0.0.1", ADMIN_EMAIL);
    clock.now += hours(2); // the window that began with the first failure is over
    await fail("10.0.0.1", ADMIN_EMAIL);
    clock.now += 1;
    expect(await waitOf("10.0.0.1", ADMIN_EMAIL)).toBe(0);
    // The new window counts: its second failure (this check took none) and third reach the budget.
    await fail("10.0.0.1", ADMIN_EMAIL);
    await fail("10.0.0.1", ADMIN_EMAIL);
    expect(await waitOf("10.0.0.1", ADMIN_EMAIL)).toBe(60_000);
  });

  it("uses the 1 h per-address and 24 h per-account windows by default", () => {
    expect(defaultLoginRateLimit.perIpWindowMs).toBe(hours(1));
    expect(defaultLoginRateLimit.windowMs).toBe(hours(24));
  });
});

describe("TRUST_PROXY", () => {
  const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it("is off, the proxy on this machine, or a list of proxy addresses; never a hop count", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ["", "false", "no", "0"]) expect(trustOf(off)).toBe(false);
    expect(trustOf("true")).toEqual(["loopback"]);
    expect(trustOf("YES")).toEqual(["loopback"]);
    expect(trustOf("10.0.0.1, 10.1.0.0/16,loopback")).toEqual(["10.0.0.1", "10.1.0.0/16", "loopback"]);
    expect(trustOf("::1, fd00::/8")).toEqual(["::1", "fd00::/8"]);
    for (const hops of ["1", "2", "10"]) expect(() => trustOf(hops)).toThrow(/TRUST_PROXY.*hop count/s);
    expect(() => trustOf("proxy.example")).toThrow(/TRUST_PROXY/);
    expect(() => trustOf("10.0.0.1/16/2")).toThrow(/TRUST_PROXY/);
  });

  /** An app with a route that answers the client address Fastify settled on. */
  const withIpRoute = (trustProxy: ReturnType<typeof trustOf>) =>
    app(limits({}), { trustProxy }, (instance) => {
      instance.get("/ip", { config: { access: "public" } }, async (request) => ({ ip: request.ip }));
    });
  const ipOf = async (t: TestApp, remoteAddress: string, forwardedFor?: string) => {
    const headers = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
    return (await t.app.inject({ method: "GET", url: "/ip", remoteAddress, headers })).json().ip;
  };

  it("with true, believes X-Forwarded-For only from a proxy on this machine", async () => {
    const t = await withIpRoute(trustOf("true"));
    expect(await ipOf(t, "127.0.0.1", "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    expect(await ipOf(t, "::1", "203.0.113.8")).toBe("203.0.113.8");
    // A client that reaches the server directly cannot choose its address.
    expect(await ipOf(t, "203.0.113.9", "6.6.6.6")).toBe("203.0.113.9");
    expect(await ipOf(t, "203.0.113.9", "6.6.6.6, 127.0.0.1")).toBe("203.0.113.9");
  });

  it("with a list, believes X-Forwarded-For only from those proxies", async () => {
    const t = await withIpRoute(trustOf("10.0.0.254"));
    expect(await ipOf(t, "10.0.0.254", "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    expect(await ipOf(t, "203.0.113.9", "6.6.6.6, 10.0.0.254")).toBe("203.0.113.9");
  });

  it("a direct client's spoofed X-Forwarded-For does not escape the per-address limit", async () => {
    const t = await app(limits({ perIpMax: 3 }), { trustProxy: trustOf("true") });
    for (let i = 0; i < 3; i++) {
      const guess = await attempt(t, `persona${i}@inventario.test`, "mala", "203.0.113.9", {
        "x-forwarded-for": `6.6.6.${i}`,
      });
      expect(guess.statusCode).toBe(401);
    }
    const spoofed = await attempt(t, "persona9@inventario.test", "mala", "203.0.113.9", {
      "x-forwarded-for": "6.6.6.99",
    });
    expect(spoofed.statusCode).toBe(429);
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
