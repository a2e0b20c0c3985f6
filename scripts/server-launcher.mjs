// The one way a tool starts the real server in a process of its own: the fault tests
// (apps/server/test/helpers/server-process.ts, from source), the benchmarks (scripts/bench, the build),
// and the environment of the e2e server (e2e/serve-fresh.mjs). Every server listens on 127.0.0.1, runs
// quietly on the database it is given and no other, and is stopped by its starter, when the starter
// exits, and by itself when the starter dies without cleaning up.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "..");
/** The server as built (npm run build). */
export const SERVER_BUILD = path.join(repoRoot, "apps/server/dist/server.js");

const LOG_LIMIT = 256 * 1024;

/**
 * Preloaded into each server: its stdin is a pipe from its starter that is never written, so end-of-file
 * means the starter is gone (even SIGKILLed by a timeout); the orphan exits instead of holding a port and
 * database connections on a shared machine. Node runs a preload in every worker thread too, whose stdin
 * ends at once: there it does nothing, or each long-read worker (db/long-reads.ts) would exit as it starts.
 */
const WATCH_PARENT = `data:text/javascript,${encodeURIComponent(
  "import { isMainThread } from 'node:worker_threads'; if (isMainThread) { process.stdin.on('end', () => process.exit(1)); process.stdin.on('error', () => process.exit(1)); process.stdin.resume(); }",
)}`;

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a throwaway server: on 127.0.0.1, no demo data, warnings only, on `database`
 * (`{ kind: "sqlite", path }` or `{ kind: "postgres", url }`) and no other — the inherited environment
 * may name the other dialect (a developer's shell, TEST_DATABASE_URL users) — then `overrides`.
 */
export function serverEnv(database, overrides = {}, base = process.env) {
  const env = { ...base, HOST: "127.0.0.1", SEED_DEMO: "false", LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  delete env.SQLITE_PATH;
  if (database) {
    if (database.kind === "postgres") env.DATABASE_URL = database.url;
    else env.SQLITE_PATH = database.path;
  }
  return { ...env, ...overrides };
}

const children = new Set();
let exitHookInstalled = false;

class PortTakenError extends Error {}

/**
 * Starts a server and resolves once GET /api/health answers 200. `serverFile`: the bundle to run, by
 * default the build (benchmarks, as `npm start` serves it); the server tests bundle the source once per
 * run (apps/server/test/setup/server-bundle.ts). `nodeFlags` go to node (the heap bound
 * npm start gives). `echo` copies its output to this process's stderr as it comes. A port taken between
 * choosing it and binding it is retried on another.
 */
export async function launchServer(options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchOnce(options, await freePort());
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

/** Kills every server launched here that still runs. */
export async function stopAllServers() {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
  children.clear();
}

async function launchOnce(options, port) {
  installExitHook();
  const { database, serverFile = SERVER_BUILD, nodeFlags = [], echo = false, timeoutMs = 30_000 } = options;
  const env = serverEnv(database, { ...options.env, PORT: String(port), HOST: "127.0.0.1" });
  const child = spawn(process.execPath, [...nodeFlags, "--import", WATCH_PARENT, serverFile], {
    cwd: repoRoot,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  const append = (chunk) => {
    output += chunk.toString();
    if (output.length > LOG_LIMIT) output = output.slice(-LOG_LIMIT);
    if (echo) process.stderr.write(chunk);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  // Writing to a dead child's stdin is never done, but an EPIPE there must not crash the starter.
  child.stdin?.on("error", () => {});
  const exited = new Promise((resolve) => {
    child.once("close", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  const spawnFailed = new Promise((_, reject) => child.once("error", reject));

  const url = `http://127.0.0.1:${port}`;
  const logs = () => output;
  const alive = () => child.exitCode === null && child.signalCode === null;
  const signalAndWait = (signal) => {
    if (alive()) child.kill(signal);
    return exited;
  };
  const server = {
    url,
    port,
    pid: child.pid ?? -1,
    exited,
    logs,
    alive,
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
    await Promise.race([waitHealthy(url, timeoutMs), exited.then(() => "exited"), spawnFailed]);
  } catch (error) {
    await server.kill();
    throw new Error(`server on ${url} never became healthy: ${error.message}\n${logs()}`);
  }
  if (!alive()) {
    if (/EADDRINUSE/.test(output)) throw new PortTakenError(output);
    throw new Error(`server on ${url} exited during start-up (${JSON.stringify(await exited)}):\n${logs()}`);
  }
  return server;
}

async function waitHealthy(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error.cause ?? error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms (last: ${last})`);
}

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers run synchronously: signal and go, the children die on their own.
  process.on("exit", () => {
    for (const child of children) child.kill("SIGKILL");
  });
}
