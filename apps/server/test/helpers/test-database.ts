import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { AppConfig } from "../../src/config/env";
import { databaseUrl, uniqueDatabaseName, whenDatabaseFree, withAdminClient } from "./postgres-admin";

export type TestDbKind = "sqlite" | "postgres";
export const testDbKind: TestDbKind = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";

export type TestDatabase = { database: AppConfig["database"]; drop(): Promise<void> };

/**
 * A new database for one test app, of the project's dialect (TEST_DB): a temp SQLite file, or a new
 * database in the run's PostgreSQL cluster. Empty, or with `migrated` a copy of the run's migrated
 * template (setup/migrated-template.ts): every migration applied, nothing else, in the time of a file
 * copy instead of a whole migration run. Tests of the migrations themselves start empty.
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<TestDatabase> {
  if (testDbKind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inventario-sqlite-"));
    const file = path.join(dir, "test.db");
    if (migrated) fs.copyFileSync(migratedTemplate(inject("sqliteTemplate")), file);
    return {
      database: { kind: "sqlite", path: file },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject("postgresUrl");
  const name = uniqueDatabaseName("test");
  await withAdminClient(adminUrl, (client) =>
    migrated
      ? whenDatabaseFree(client, `create database ${name} template ${migratedTemplate(inject("postgresTemplate"))}`)
      : client.query(`create database ${name}`),
  );
  return {
    database: { kind: "postgres", url: databaseUrl(adminUrl, name) },
    drop: () => withAdminClient(adminUrl, (client) => whenDatabaseFree(client, `drop database if exists ${name}`)),
  };
}

/** The template provided by the project's globalSetup; only server-sqlite and server-postgres build one. */
function migratedTemplate(provided: string | undefined): string {
  if (provided) return provided;
  throw new Error(
    "No migrated template database in this vitest project: server test files that open a database are " +
      "named *.test.ts and run in server-sqlite and server-postgres; *.unit.test.ts files open none.",
  );
}
