import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { AppConfig } from "../../src/config/env";

export type TestDbKind = "sqlite" | "postgres";
export const testDbKind: TestDbKind = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";

/** A fresh, empty database for one test app: a temp SQLite file, or a new database in the test cluster. */
export async function createTestDatabase(): Promise<{ database: AppConfig["database"]; drop(): Promise<void> }> {
  if (testDbKind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inventario-sqlite-"));
    return {
      database: { kind: "sqlite", path: path.join(dir, "test.db") },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject("postgresUrl");
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: "postgres", url: url.toString() },
    // Without FORCE: terminating the app's just-closed connections would surface as errors in the run.
    drop: () => withAdminClient(adminUrl, (client) => dropWhenFree(client, name)),
  };
}

async function dropWhenFree(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: still being accessed — a closed pool's backends take a moment to exit.
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
