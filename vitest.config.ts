import os from "node:os";
import { defineConfig } from "vitest/config";

/** Server test files named *.unit.test.ts open no database (setup/no-database.ts checks it) and run once. */
const SERVER_UNIT = "test/**/*.unit.test.ts";

// Each server project migrates one template database per run (globalSetup); its test files start
// from copies of it (apps/server/test/helpers/test-database.ts).
const serverProject = (db: "sqlite" | "postgres") => ({
  test: {
    name: `server-${db}`,
    root: "apps/server",
    include: ["test/**/*.test.ts"],
    exclude: [SERVER_UNIT],
    environment: "node",
    // Passwords hash at a low cost in test runs (apps/server/src/lib/password.ts).
    env: { TEST_DB: db, PASSWORD_HASH_COST: "low" },
    globalSetup: [`test/setup/${db}-global.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker runs its test files one after another without re-importing the app for each: importing
    // it took ~70 of the SQLite suite's 134 s on a quiet 2-core machine. Every file still opens its own
    // database and app; a file that replaces a module (vi.mock) imports the app afresh after
    // vi.resetModules() (export-streaming.test.ts).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default, one worker less than the cores, leaves one of a 2-core machine's cores to an
    // idle main process: two test files at a time, at least.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: "shared", root: "packages/shared", include: ["src/**/*.test.ts"], environment: "node" } },
      { test: { name: "scripts", root: "scripts", include: ["*.test.ts", "bench/*.test.ts"], environment: "node" } },
      "apps/web",
      {
        test: {
          name: "server-unit",
          root: "apps/server",
          include: [SERVER_UNIT],
          environment: "node",
          setupFiles: ["test/setup/no-database.ts"],
          env: { PASSWORD_HASH_COST: "low" },
        },
      },
      serverProject("sqlite"),
      serverProject("postgres"),
    ],
  },
});
