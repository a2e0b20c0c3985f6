import { PostgresAdapter, sql } from "kysely";
import type { Db } from "./connection";

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `table.search_text` contains the (already normalized) term. Served by the table's trigram index:
 * pg_trgm on PostgreSQL; the FTS5 trigram table on SQLite, which needs 3+ characters — shorter terms
 * (the web app never sends them) fall back to a scan.
 */
export function searchTextContains(db: Db, table: "clients" | "employees", term: string) {
  if (!isPostgres(db) && term.length >= 3) {
    const fts = sql.table(`${table}_search`);
    const phrase = `"${term.replaceAll('"', '""')}"`;
    return sql<boolean>`${sql.ref(`${table}.rowid`)} in (select rowid from ${fts} where ${fts} match ${phrase})`;
  }
  return sql<boolean>`${sql.ref(`${table}.search_text`)} like ${`%${escapeLike(term)}%`} escape '\\'`;
}

/** True when a write failed on a UNIQUE constraint (a concurrent duplicate that slipped past the check). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
