// A throwaway PostgreSQL cluster for tests: its own temp dir, a free 127.0.0.1 port, removed on stop.
// As root the server must run as the `postgres` user on a directory it owns.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Stops clusters that a killed earlier run left behind. */
export function stopLeftoverClusters(binDir = findPostgresBin()) {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (!entry.startsWith(DIR_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), entry);
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

export async function startPostgresCluster() {
  const binDir = findPostgresBin();
  stopLeftoverClusters(binDir);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), DIR_PREFIX));
  if (isRoot()) execFileSync("chown", ["postgres:postgres", dir]);
  fs.chmodSync(dir, 0o700);
  const data = path.join(dir, "data");
  const port = await freePort();
  run(path.join(binDir, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--no-locale",
    "--no-sync",
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(path.join(binDir, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-w", "-t", "30", "-o", options, "start"]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(path.join(binDir, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
