import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/** A failure the operator can act on; its message is shown as is (Spanish, no secrets). */
export class BackupError extends Error {}

type PgTool = { bin: string; major: number };

const DEBIAN_BASE = "/usr/lib/postgresql";

/**
 * The newest `name` (pg_dump, pg_restore) among the one on PATH and Debian's /usr/lib/postgresql/<major>/bin:
 * a client can dump servers of its own major version and older ones, never newer ones.
 */
export function findPgTool(name: "pg_dump" | "pg_restore"): PgTool {
  const candidates = [
    ...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean),
    ...(fs.existsSync(DEBIAN_BASE) ? fs.readdirSync(DEBIAN_BASE).map((v) => path.join(DEBIAN_BASE, v, "bin")) : []),
  ].map((dir) => path.join(dir, name));
  let best: PgTool | undefined;
  for (const bin of new Set(candidates)) {
    const major = toolMajor(bin);
    if (major !== undefined && (!best || major > best.major)) best = { bin, major };
  }
  if (!best) {
    throw new BackupError(
      `No se encontró ${name}: instale las herramientas cliente de PostgreSQL de la misma versión mayor que el ` +
        "servidor o una más reciente (Debian/Ubuntu: apt-get install postgresql-client) y vuelva a intentarlo.",
    );
  }
  return best;
}

function toolMajor(bin: string): number | undefined {
  try {
    fs.accessSync(bin, fs.constants.X_OK);
    // "pg_dump (PostgreSQL) 15.13 (Debian 15.13-0+deb12u1)"
    const output = execFileSync(bin, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How a client tool reaches the database of `url` without its password on the command line (where `ps`
 * shows it): the URL without the password as `--dbname`, the password in PGPASSWORD.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv; password: string } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const env: NodeJS.ProcessEnv = { ...process.env, PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? "10" };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env, password };
}

/** The URL as it may be printed: the password replaced. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(DATABASE_URL)";
  }
}

/** Runs a client tool; a non-zero exit becomes a BackupError carrying its (redacted) error output. */
export function runPgTool(tool: PgTool, args: string[], url: string): Promise<void> {
  const { env, password } = pgConnection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool.bin, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      if (stderr.length < 20_000) stderr += chunk;
    });
    child.on("error", (error) => reject(new BackupError(`No se pudo ejecutar ${tool.bin}: ${error.message}`)));
    child.on("close", (code, signal) => {
      if (code === 0) return resolve();
      let detail = stderr.trim();
      if (password) detail = detail.split(password).join("***").split(encodeURIComponent(password)).join("***");
      const hint = /version mismatch|unsupported version/i.test(detail)
        ? `\nUse herramientas cliente de PostgreSQL de la misma versión mayor que el servidor o más recientes (${path.basename(tool.bin)} ${tool.major}).`
        : "";
      reject(new BackupError(`${path.basename(tool.bin)} falló (${signal ?? `código ${code}`}):\n${detail}${hint}`));
    });
  });
}

/** Runs `work` on one short-lived connection; a connection failure becomes a readable BackupError. */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`No se pudo conectar a ${redactUrl(url)}: ${reason}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}
