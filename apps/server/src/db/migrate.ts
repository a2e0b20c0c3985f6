import { type Migration, type MigrationResultSet, Migrator, sql } from "kysely";
import type { Db } from "./connection";
import { isPostgres } from "./dialect";
import { type MigrationContext, migrationsFor, migrationsForRollback } from "./migrations/index";

function migrator(db: Db, migrations: Record<string, Migration>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Applies pending migrations. On PostgreSQL Kysely holds an advisory lock for the run, so several
 * servers starting together migrate once; on SQLite the file's write lock serialises them. The context
 * (the business's time zone) is the configured one, whoever runs them: the server or `npm run db:migrate`.
 */
export async function migrateToLatest(db: Db, context: MigrationContext): Promise<string[]> {
  const migrations = migrationsFor(context);
  const applied = unwrap(await migrator(db, migrations).migrateToLatest());
  await vacuumRewrittenTables(db, applied, migrations);
  return applied;
}

/**
 * A PostgreSQL migration that rewrites tables (ALTER TABLE … ADD COLUMN … STORED) leaves them without a
 * visibility map: until the next VACUUM, which autovacuum may not start for a long time on a table
 * nothing was deleted from, every index-only scan of them visits the table rows too (an alerts count
 * went 1 → 9 ms). Such a migration names the tables (`rewrites`); they are vacuumed once it committed,
 * since VACUUM cannot run inside a migration's transaction.
 */
async function vacuumRewrittenTables(db: Db, applied: string[], migrations: Record<string, Migration>): Promise<void> {
  if (!isPostgres(db)) return;
  const tables = new Set(applied.flatMap((name) => (migrations[name] as { rewrites?: string[] }).rewrites ?? []));
  for (const table of tables) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
}

export async function migrateDown(db: Db): Promise<string[]> {
  return unwrap(await migrator(db, migrationsForRollback()).migrateDown());
}
