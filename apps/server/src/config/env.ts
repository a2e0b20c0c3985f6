import { isIP } from "node:net";
import path from "node:path";
import { BUSINESS_TIME_ZONE, isTimeZone } from "@inventario/shared/dates";
import { z } from "zod";
import type { LoginThrottleLimits } from "../modules/auth/login-throttle";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", bits, extra] = entry.split("/");
  return isIP(address) !== 0 && extra === undefined && (bits === undefined || /^\d{1,3}$/.test(bits));
};

/** What TRUST_PROXY=true stands for: a proxy on this machine (proxy-addr's 127.0.0.0/8 and ::1). */
const LOOPBACK_PROXY = ["loopback"];

/**
 * Which proxies in front of the server are trusted to report the client's address (X-Forwarded-For,
 * which the sign-in throttle counts by): none (false/0/no), a proxy on this machine (true/yes), or the
 * proxies at these addresses/CIDRs (a comma-separated list; the recommended setting for a proxy on
 * another machine). The header is believed only from a connection whose peer is one of those proxies,
 * and then only the entries those proxies appended, so a client that can reach the server directly
 * cannot choose its own address by sending the header itself and so dodge the per-address limit.
 *
 * A hop count ("trust the nearest N hops") is refused: it trusts whatever peer connects, proxy or not,
 * so it gives that same spoofing back to every direct client (which is why Fastify 5 itself trusts
 * nothing for a bare number). `true` used to mean "the nearest hop" for the same reason; it now means
 * the loopback proxy only, the one case where "the nearest hop" can be checked by its address.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, ctx): false | string[] => {
    const lower = value.toLowerCase();
    if (["", "false", "no", "0"].includes(lower)) return false;
    if (["true", "yes"].includes(lower)) return LOOPBACK_PROXY;
    if (/^\d+$/.test(lower)) {
      ctx.addIssue({
        code: "custom",
        message:
          `TRUST_PROXY does not accept a hop count (${value}): it would let any client that reaches the server ` +
          "directly choose its address with X-Forwarded-For. List the proxies' addresses/CIDRs " +
          "(e.g. 10.0.0.5,10.1.0.0/16), or true for a proxy on this machine",
      });
      return z.NEVER;
    }
    const entries = lower
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || invalid.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `TRUST_PROXY must be true/false or a list of proxy addresses/CIDRs; got ${invalid.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  SQLITE_PATH: z.string().min(1).default("./data/inventario.db"),
  ADMIN_EMAIL: z.email().default("admin@inventario.local"),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must have at least 8 characters").optional(),
  ADMIN_NAME: z.string().trim().min(1).default("Administrador"),
  SEED_DEMO: booleanFromEnv.optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(8),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  BENCH_WITHOUT_AUDIT_TRAIL: booleanFromEnv.optional(),
  BUSINESS_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, "BUSINESS_TIME_ZONE must be an IANA time zone such as America/Bogota")
    .default(BUSINESS_TIME_ZONE),
});

export type AppConfig = {
  port: number;
  host: string;
  database: { kind: "sqlite"; path: string } | { kind: "postgres"; url: string };
  admin: { email: string; password: string | undefined; name: string };
  seedDemo: boolean;
  sessionTtlHours: number;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Folder of the built web app; undefined serves the API only. */
  webDist: string | undefined;
  /**
   * Proxies trusted to report the client's address: none, or these addresses/CIDRs/ranges (true =
   * ["loopback"]). Handed to Fastify as is: never `true` (every hop trusted) nor a hop count (any peer).
   */
  trustProxy: false | string[];
  /** Login throttling (see login-throttle.ts); tests shrink the budgets. */
  loginRateLimit: LoginThrottleLimits;
  /** Where the business's "today" is taken (lots expire at its midnight); America/Bogota when absent. */
  businessTimeZone?: string;
  /**
   * The benchmark's "trail off" server only (BENCH_WITHOUT_AUDIT_TRAIL=true): writes record no audit
   * row, to measure what the trail costs. Never for a real server: the start-up log warns loudly.
   */
  withoutAuditTrail?: boolean;
};

/**
 * Sign-in budgets. The per-address window is the shorter: everyone behind one NAT address shares that
 * counter, so it forgets within the hour (50 attempts an hour from one address, whatever the emails);
 * a per (email, address) counter only fills with its own guesses and keeps a day (5 a day).
 */
export const defaultLoginRateLimit: LoginThrottleLimits = {
  perEmailMax: 5,
  perIpMax: 50,
  windowMs: 24 * 3_600_000,
  perIpWindowMs: 3_600_000,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
};

/** Reads and validates process.env; a bad variable stops start-up with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  const database = e.DATABASE_URL
    ? ({ kind: "postgres", url: e.DATABASE_URL } as const)
    : ({ kind: "sqlite", path: path.resolve(e.SQLITE_PATH) } as const);
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    // Demo data by default only on the embedded database: a real server starts empty.
    seedDemo: e.SEED_DEMO ?? database.kind === "sqlite",
    sessionTtlHours: e.SESSION_TTL_HOURS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    trustProxy: e.TRUST_PROXY,
    ...(e.BENCH_WITHOUT_AUDIT_TRAIL ? { withoutAuditTrail: true } : {}),
    loginRateLimit: defaultLoginRateLimit,
    businessTimeZone: e.BUSINESS_TIME_ZONE,
  };
}
