import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppConfig } from "../../src/config/env";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./test-app";

/**
 * Real server processes for fault tests (kill -9, two processes on one database, connection loss):
 * `node --import tsx apps/server/src/server.ts`, so the PID we signal is the server itself, not npx
 * or a shell. Every child is tracked and killed by stopAllServers() (call it in afterAll), on this
 * process's exit, and by itself when this process dies without cleaning up (see WATCH_PARENT).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const serverEntry = path.join(repoRoot, "apps/server/src/server.ts");
const LOG_LIMIT = 256 * 1024;

/**
 * Preloaded into each child: its stdin is a pipe from us that is never written, so end-of-file means
 * this test process is gone (even SIGKILLed by a timeout); the orphan exits instead of holding a port
 * and database connections on a shared machine.
 */
const WATCH_PARENT = `data:text/javascript,${encodeURIComponent(
  "process.stdin.on('end', () => process.exit(1)); process.stdin.on('error', () => process.exit(1)); process.stdin.resume();",
)}`;

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** SIGTERM (graceful close), then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<ServerExit>;
  /** kill -9; resolves once the process is gone. */
  kill(): Promise<ServerExit>;
  /** True until the process has exited. */
  alive(): boolean;
  /** Resolves when the process exits, however it ends. */
  exited: Promise<ServerExit>;
  /** Its stdout and stderr so far (the last 256 KB), for failure messages. */
  logs(): string;
};

export type StartServerOptions = {
  database: AppConfig["database"];
  /** Extra or overriding environment variables (PORT and HOST are chosen here). */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health to answer 200. */
  timeoutMs?: number;
};

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Starts a server on `database` (migrated on start) and resolves once /api/health answers 200. */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  // A port found free can be taken before the child binds it: try another one when that happens.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, await freePort());
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

/** Kills every server this process started and still runs (afterAll; also on exit). */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
  children.clear();
}

class PortTakenError extends Error {}

async function startOnce(options: StartServerOptions, port: number): Promise<ServerProcess> {
  installExitHook();
  const { database } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    ...options.env,
  };
  // The inherited environment may name the other dialect (TEST_DATABASE_URL users, a developer's shell).
  delete env.DATABASE_URL;
  delete env.SQLITE_PATH;
  if (database.kind === "postgres") env.DATABASE_URL = database.url;
  else env.SQLITE_PATH = database.path;

  const child = spawn(process.execPath, ["--import", "tsx", "--import", WATCH_PARENT, serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > LOG_LIMIT) output = output.slice(-LOG_LIMIT);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  // Writing to a dead child's stdin is never done, but an EPIPE there must not crash the test run.
  child.stdin?.on("error", () => {});
  const exited = new Promise<ServerExit>((resolve) => {
    child.once("close", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  const spawnFailed = new Promise<never>((_, reject) => child.once("error", reject));

  const url = `http://127.0.0.1:${port}`;
  const logs = () => output;
  const signalAndWait = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid ?? -1,
    exited,
    logs,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: () => signalAndWait("SIGKILL"),
    async stop(graceMs = 5000) {
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      try {
        return await signalAndWait("SIGTERM");
      } finally {
        clearTimeout(timer);
      }
    },
  };

  try {
    await Promise.race([
      waitHealthy(url, options.timeoutMs ?? 30_000),
      exited.then(() => "exited" as const),
      spawnFailed,
    ]);
  } catch (error) {
    await server.kill();
    throw new Error(`server on ${url} never became healthy: ${(error as Error).message}\n${logs()}`);
  }
  if (!server.alive()) {
    if (/EADDRINUSE/.test(output)) throw new PortTakenError(output);
    throw new Error(`server on ${url} exited during start-up (${JSON.stringify(await exited)}):\n${logs()}`);
  }
  return server;
}

async function waitHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String((error as Error).cause ?? error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms (last: ${last})`);
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers run synchronously: signal and go, the children die on their own.
  process.on("exit", () => {
    for (const child of children) child.kill("SIGKILL");
  });
}

/** A port that was free on 127.0.0.1 a moment ago (as scripts/postgres-cluster.mjs picks one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
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
