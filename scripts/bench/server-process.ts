// What both bench runners (scripts/bench/run.ts, scripts/bench-web/run.ts) need to run the real server:
// the build, the server (started by the one launcher, scripts/server-launcher.mjs), the other processes
// they start — on 127.0.0.1, and stopped at the end, also on failure or a signal — and a signed-in session.
import { type ChildProcess, execFileSync, type StdioOptions, spawn } from "node:child_process";
import fs from "node:fs";
import { launchServer, repoRoot, SERVER_BUILD, stopAllServers } from "../server-launcher.mjs";

export { freePort } from "../server-launcher.mjs";
export const root = repoRoot;
export const serverEntry = SERVER_BUILD;

/** Runs `npm run build` when `force` or when one of the build outputs is missing; true when it built. */
export function buildUnlessBuilt(outputs: string[], force = false): boolean {
  if (!force && outputs.every((output) => fs.existsSync(output))) return false;
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  return true;
}

const children: ChildProcess[] = [];
const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

// A way out that skips the runner's `finally` (process.exit, a signal) still stops what was started here.
process.on("exit", () => {
  for (const child of children) if (isRunning(child)) child.kill("SIGTERM");
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => process.exit(signal === "SIGINT" ? 130 : 143));

/** Starts a Node script as a child process, stopped by stopChildren() or when this process exits. */
export function startNode(
  args: string[],
  env: Record<string, string>,
  stdio: StdioOptions = ["ignore", "ignore", "inherit"],
) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio });
  children.push(child);
  return child;
}

/**
 * Stops every child and waits for them to exit (SIGKILL after 10 s), so that what they use — a database
 * cluster, a temporary folder — is not removed under them.
 */
export async function stopChildren(): Promise<void> {
  await stopAllServers();
  const running = children.filter(isRunning);
  const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) child.kill("SIGTERM");
  const timer = setTimeout(() => {
    for (const child of running) if (isRunning(child)) child.kill("SIGKILL");
  }, 10_000);
  await Promise.all(exited);
  clearTimeout(timer);
}

/** Waits for `url` to answer 2xx (up to a minute); fails at once if `child` exits first. */
export async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`process exited with code ${child.exitCode} before ${url} answered`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered`);
}

/**
 * The heap bound `npm start` gives the server (package.json; docs/decisions/0017-export.md): the bench
 * runs it as it is served.
 */
const SERVER_NODE_FLAGS = ["--max-old-space-size=512"];

/**
 * The built server on a free port of 127.0.0.1, once its health check answers; returns its base URL.
 * `nodeFlags` come after the heap bound (the bench's event-loop probe, event-loop.ts).
 */
export async function startServer(
  env: Record<string, string>,
  { echo = true, nodeFlags = [] as string[] } = {},
): Promise<string> {
  const server = await launchServer({ env, nodeFlags: [...SERVER_NODE_FLAGS, ...nodeFlags], echo });
  serverPids.set(server.url, server.pid);
  return server.url;
}

/** The process id of each server startServer started, by its base URL (to sample its memory). */
export const serverPids = new Map<string, number>();

/** Signs in and returns the session cookie (`name=value`); fails when the server refuses. */
export async function signIn(base: string, credentials: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/api/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("inventario_session="))
    ?.split(";")[0];
  if (!login.ok || !cookie) throw new Error(`login failed: HTTP ${login.status} ${await login.text()}`);
  return cookie;
}
