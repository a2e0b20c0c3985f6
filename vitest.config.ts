import { defineConfig } from "vitest/config";

const serverProject = (db: "sqlite" | "postgres") => ({
  test: {
    name: `server-${db}`,
    root: "apps/server",
    include: ["test/**/*.test.ts"],
    environment: "node",
    env: { TEST_DB: db },
    globalSetup: db === "postgres" ? ["test/setup/postgres-global.ts"] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", root: "packages/shared", include: ["src/**/*.test.ts"], environment: "node" } },
      "apps/web",
      serverProject("sqlite"),
      serverProject("postgres"),
    ],
  },
});
