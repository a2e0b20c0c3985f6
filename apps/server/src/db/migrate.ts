import { type MigrationResultSet, Migrator } from "kysely";
import type { Db } from "./connection";
import { migrations } from "./migrations/index";

function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Applies pending migrations. On PostgreSQL Kysely holds an advisory lock for the run, so several
 * servers starting together migrate once; on SQLite the file's write lock serialises them.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return unwrap(await migrator(db).migrateToLatest());
}

export async function migrateDown(db: Db): Promise<string[]> {
  return unwrap(await migrator(db).migrateDown());
}
