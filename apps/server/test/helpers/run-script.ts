import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { AppConfig } from "../../src/config/env";
import { serverBundle } from "./server-process";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../../..");

/**
 * Runs an npm script's file (apps/server/src/scripts/, from this run's bundle of it: setup/server-bundle.ts)
 * in a process of its own, on `database`, with `env` added to this process's environment.
 */
export function runScript(
  script: string,
  args: string[],
  database: AppConfig["database"],
  env: Record<string, string> = {},
) {
  const scriptEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete scriptEnv.DATABASE_URL;
  delete scriptEnv.SQLITE_PATH;
  if (database.kind === "sqlite") scriptEnv.SQLITE_PATH = database.path;
  else scriptEnv.DATABASE_URL = database.url;
  const file = path.join(path.dirname(serverBundle()), script.replace(/\.ts$/, ".js"));
  return run(process.execPath, [file, ...args], { cwd: root, env: scriptEnv });
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
