import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import type { AppConfig } from "../../src/config/env";
import { type BootstrapResult, prepareDatabase } from "../../src/db/bootstrap";
import { createTestDatabase } from "./test-database";

export const ADMIN_EMAIL = "admin@inventario.test";
export const ADMIN_PASSWORD = "clave-segura-123";

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  bootstrap: BootstrapResult;
  close(): Promise<void>;
};

type Overrides = Partial<Omit<AppConfig, "database" | "admin">> & {
  admin?: Partial<AppConfig["admin"]>;
  /**
   * Runs on that app's database instead of a fresh one: a second server process, or the same server
   * restarted. The database stays until that app closes.
   */
  sameDatabaseAs?: TestApp;
  /**
   * Starts from an empty database, so the app's start applies every migration itself (tests of the
   * first start and of the migrations). Otherwise the database is a copy of the run's migrated template.
   */
  fromScratch?: boolean;
};

/**
 * A real app on a new database of the project's dialect (TEST_DB), migrated and bootstrapped. The
 * template is migrated under the default business time zone: an app given another zone migrates its
 * own database, as an installation in that zone would.
 */
export async function createTestApp(
  { sameDatabaseAs, fromScratch = false, ...overrides }: Overrides = {},
  beforeReady?: (app: FastifyInstance) => void,
) {
  const testDb = sameDatabaseAs
    ? { database: sameDatabaseAs.config.database, drop: async () => {} }
    : await createTestDatabase({ migrated: !fromScratch && overrides.businessTimeZone === undefined });
  const config: AppConfig = {
    port: 0,
    host: "127.0.0.1",
    seedDemo: false,
    sessionTtlHours: 8,
    logLevel: (process.env.TEST_LOG_LEVEL as AppConfig["logLevel"]) ?? "silent",
    webDist: undefined,
    trustProxy: false,
    // Tests sign in far more often than people; rate-limit.test.ts sets its own small budgets.
    loginRateLimit: { perIpMax: 10_000, perEmailMax: 10_000, windowMs: 60_000 },
    ...overrides,
    database: testDb.database,
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: "Administrador", ...overrides.admin },
  };
  const app = await buildApp(config);
  beforeReady?.(app);
  const bootstrap = await prepareDatabase(app.db, config);
  await app.ready();
  return {
    app,
    config,
    bootstrap,
    async close() {
      await app.close();
      await testDb.drop();
    },
  } satisfies TestApp;
}

/** Signs in and returns the Cookie header value for later requests. */
export async function signIn(app: FastifyInstance, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/auth", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === "inventario_session");
  if (!cookie) throw new Error("sign-in set no session cookie");
  return `${cookie.name}=${cookie.value}`;
}

/** The set-up most test files share: a new app for the whole file and the admin's session cookie. */
export async function createSignedInApp(overrides: Overrides = {}): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp(overrides);
  return { t, admin: await signIn(t.app) };
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A request as the user of `cookie`, with a JSON body when `payload` is given. */
export const injectAs = (app: FastifyInstance, cookie: string, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
