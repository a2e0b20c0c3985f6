import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's bundle of the server's source (server.js and the scripts'), which the tests that start server processes run. */
    serverBundle: string;
  }
}

const SERVER_DIR = path.resolve(import.meta.dirname, "../..");

/**
 * The server's current source bundled as `npm run build` bundles it (build.mjs, ~1 s), with the command-line
 * scripts beside it (`db-verify.js`…), into a directory of this run's own beside `dist/` (so its npm
 * packages resolve; `dist-*` is ignored by git). The fault tests start server processes from it, and the
 * scripts' tests run them from it: ~1.8 s a start, against ~3.5 s through tsx, some 30 starts a database.
 */
export function buildServerBundle(): { file: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(SERVER_DIR, "dist-test-"));
  const built = spawnSync(process.execPath, ["build.mjs"], {
    cwd: SERVER_DIR,
    env: { ...process.env, SERVER_OUTDIR: dir, SERVER_SCRIPTS: "1" },
    encoding: "utf8",
  });
  if (built.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`bundling the server for the tests failed:\n${built.stderr}${built.stdout}`);
  }
  return { file: path.join(dir, "server.js"), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
