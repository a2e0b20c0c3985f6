// Starts the built server on a brand-new SQLite database in a temp folder, removed when the server exits.
// Playwright runs it as its web server (playwright.config.ts) and stops it; the environment is the one
// every tool's throwaway server gets (scripts/server-launcher.mjs), in this process.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverEnv } from "../scripts/server-launcher.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inventario-e2e-"));
process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));

// Only this file: a DATABASE_URL in the caller's environment would take precedence over it.
delete process.env.DATABASE_URL;
Object.assign(
  process.env,
  serverEnv(
    { kind: "sqlite", path: path.join(dir, "e2e.db") },
    {
      ADMIN_EMAIL: "admin@inventario.test",
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      // A private build (see e2e/README.md) when several people test at once; the default build otherwise.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  ),
);
await import(process.env.E2E_SERVER_ENTRY ?? "../apps/server/dist/server.js");
