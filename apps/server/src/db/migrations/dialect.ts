import { type Kysely, PostgresAdapter } from "kysely";

/**
 * The migrations' own dialect test, so that no migration imports application code (db/dialect.ts may
 * change with the app; a migration must mean the same forever). Never change its meaning.
 */
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
