import { inject } from "vitest";
import { type LaunchedServer, launchServer } from "../../../../scripts/server-launcher.mjs";
import type { AppConfig } from "../../src/config/env";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./test-app";

/**
 * Real server processes for fault tests (kill -9, two processes on one database, connection loss):
 * `node <this run's bundle of the source>` (setup/server-bundle.ts), so the PID we signal is the server
 * itself, not npx or a shell, started by the one launcher every tool uses (scripts/server-launcher.mjs): killed by
 * stopAllServers() (call it in afterAll), on this process's exit, and by itself when this process dies
 * without cleaning up.
 */

export { type ServerExit, stopAllServers } from "../../../../scripts/server-launcher.mjs";
export type ServerProcess = LaunchedServer;

export type StartServerOptions = {
  database: AppConfig["database"];
  /** Extra or overriding environment variables (PORT and HOST are chosen here). */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health to answer 200. */
  timeoutMs?: number;
};

/** Starts a server on `database` (migrated on start) as the test admin, once /api/health answers 200. */
export function startServer(options: StartServerOptions): Promise<ServerProcess> {
  return launchServer({
    database: options.database,
    serverFile: serverBundle(),
    env: { ADMIN_EMAIL, ADMIN_PASSWORD, ...options.env },
    timeoutMs: options.timeoutMs,
  });
}

/** Provided by the server-sqlite and server-postgres projects' globalSetup; *.unit.test.ts files have none. */
export function serverBundle(): string {
  const file = inject("serverBundle");
  if (file) return file;
  throw new Error(
    "No server bundle in this vitest project: tests that start servers run in server-sqlite and server-postgres.",
  );
}

// ---- HTTP against a running server (Node's global fetch) ----

export type ApiAnswer = { status: number; body: unknown };

/** Signs in as the test admin once and returns the Cookie header value (sessions live in the database). */
export async function signInOverHttp(url: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const response = await fetch(`${url}/api/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("inventario_session="));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie;
}

/**
 * One JSON call. Resolves with any HTTP answer (the caller judges the status); rejects only when no
 * answer came (refused, reset, timed out), which a fault test counts as "outcome unknown".
 */
export async function callApi(
  url: string,
  cookie: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  route: string,
  payload?: unknown,
  timeoutMs = 15_000,
): Promise<ApiAnswer> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { cookie, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (an HTML error page, say): the text is the best description.
  }
  return { status: response.status, body };
}
