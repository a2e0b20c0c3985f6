// A throwaway PostgreSQL cluster for tests: its own temp dir, a free 127.0.0.1 port, removed on stop.
// As root the server must run as the `postgres` user on a directory it owns.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server-launcher.mjs";

const DIR_PREFIX = "inventario-pg-";

export function findPostgresBin() {
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.map((v) => path.join(base, v, "bin")).findLast((dir) => fs.existsSync(path.join(dir, "pg_ctl")));
  if (!bin) {
    throw new Error(
      "PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin. Install them (apt-get install -y postgresql) " +
        "or set TEST_DATABASE_URL to an existing server. PostgreSQL tests are required, never skipped.",
    );
  }
  return bin;
}

const isRoot = () => process.getuid?.() === 0;

function run(bin, args) {
  const command = isRoot() ? "runuser" : bin;
  const fullArgs = isRoot() ? ["-u", "postgres", "--", bin, ...args] : args;
  return execFileSync(command, fullArgs, { stdio: ["ignore", "pipe", "pipe"] }).toString();
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops clusters that a killed earlier run left behind (their owner process is gone); live runs keep theirs. */
export function stopLeftoverClusters(binDir = findPostgresBin()) {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (!entry.startsWith(DIR_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), entry);
    const owner = Number(fs.readFileSync(path.join(dir, "owner.pid"), { encoding: "utf8", flag: "a+" }) || 0);
    if (owner && isAlive(owner)) continue;
    // A folder another process is creating this moment has no owner yet (mkdtemp, then owner.pid): a minute's grace.
    if (!owner && Date.now() - fs.statSync(dir).mtimeMs < 60_000) continue;
    const data = path.join(dir, "data");
    try {
      if (fs.existsSync(path.join(data, "postmaster.pid"))) {
        run(path.join(binDir, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      }
    } catch {
      // Already gone: removing the folder is all that is left.
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts a cluster on a free port. Without `dataDir` it lives in a new temp folder removed by stop();
 * with one (benchmarks keep their generated data) the folder is created once and kept. `settings`:
 * extra `name=value` server settings.
 */
export async function startPostgresCluster({ dataDir, settings = [] } = {}) {
  const binDir = findPostgresBin();
  stopLeftoverClusters(binDir);
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), DIR_PREFIX));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "owner.pid"), String(process.pid));
  if (isRoot()) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  fs.chmodSync(dir, 0o700);
  const data = path.join(dir, "data");
  const port = await freePort();
  if (!fs.existsSync(path.join(data, "PG_VERSION"))) {
    const initArgs = ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"];
    run(path.join(binDir, "initdb"), initArgs);
  }
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${settings.map((s) => `-c ${s}`).join(" ")}`;
  const start = () =>
    run(path.join(binDir, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-t",
      "30",
      "-o",
      options,
      "start",
    ]);
  start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Like a crash of the server (fault tests): every connection cut, no checkpoint; start() again. */
    stopImmediately() {
      run(path.join(binDir, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    },
    /** Starts it again after stopImmediately(), on the same port. */
    start,
    stop() {
      try {
        run(path.join(binDir, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
