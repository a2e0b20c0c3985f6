import path from "node:path";
import { z } from "zod";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

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
  TRUST_PROXY: booleanFromEnv.default(false),
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
  trustProxy: boolean;
  /** Login throttling; tests shrink the windows. */
  loginRateLimit: { perIpMax: number; perEmailMax: number; windowMs: number };
};

export const defaultLoginRateLimit = { perIpMax: 100, perEmailMax: 5, windowMs: 15 * 60_000 };

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
    loginRateLimit: defaultLoginRateLimit,
  };
}
