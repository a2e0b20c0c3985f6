import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { AppConfig } from "../../src/config/env";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

/** Runs an npm script's file (apps/server/src/scripts/) the way `npm run` does, in a process of its own, on `database`. */
export function runScript(script: string, args: string[], database: AppConfig["database"]) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SQLITE_PATH;
  if (database.kind === "sqlite") env.SQLITE_PATH = database.path;
  else env.DATABASE_URL = database.url;
  return run(tsx, [path.join(root, "apps/server/src/scripts", script), ...args], { cwd: root, env });
}

/** The same, settled: its exit code and output whether it succeeded or not. */
export async function runScriptToEnd(script: string, args: string[], database: AppConfig["database"]) {
  try {
    const { stdout, stderr } = await runScript(script, args, database);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}
