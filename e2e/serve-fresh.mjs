// Starts the built server on a brand-new SQLite database in a temp folder, removed when the server exits.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inventario-e2e-"));
process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));

Object.assign(process.env, {
  HOST: "127.0.0.1",
  SQLITE_PATH: path.join(dir, "e2e.db"),
  ADMIN_EMAIL: "admin@inventario.test",
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  // A private build (see e2e/README.md) when several people test at once; the default build otherwise.
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
});
await import(process.env.E2E_SERVER_ENTRY ?? "../apps/server/dist/server.js");
