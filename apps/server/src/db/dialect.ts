import { type Expression, PostgresAdapter, sql } from "kysely";
import type { Db } from "./connection";
import type { SearchableTable } from "./lists/lists";

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * What a search reads: a table with search_text, given as an object holding it (a list's definition,
 * LISTS[name], or `{ table: "products" }`), so a list's name cannot be passed where its table is meant.
 */
export type SearchSource = { readonly table: SearchableTable | "audit_log" };

/** SQLite answers 3+ character terms from its FTS5 trigram table. */
const usesFts = (db: Db, term: string) => !isPostgres(db) && term.length >= 3;

const ftsPhrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` is one of the texts of `list`, a JSON array bound as one value: a statement that keeps one shape
 * whatever the list's length, so that it can be prepared (db/prepared.ts) where an `in (…)` of one value per
 * item would be a new statement, planned again, for each length.
 */
export const inJsonTexts = (db: Db, column: string, list: Expression<string>) =>
  isPostgres(db)
    ? sql<boolean>`${sql.ref(column)} = any(array(select json_array_elements_text(${list}::json)))`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${list}))`;

/** `(first, second)` is one of the pairs of `list`, a JSON array of two-text arrays bound as one value (inJsonTexts). */
export const inJsonPairs = (db: Db, [first, second]: [string, string], list: Expression<string>) =>
  isPostgres(db)
    ? sql<boolean>`(${sql.ref(first)}, ${sql.ref(second)}) in (select k->>0, k->>1 from json_array_elements(${list}::json) as k)`
    : sql<boolean>`(${sql.ref(first)}, ${sql.ref(second)}) in (select value->>0, value->>1 from json_each(${list}))`;

/** `column LIKE '%term%'` with the term's wildcards taken literally (an unindexed scan). */
export const containsText = (column: string, term: string) =>
  sql<boolean>`${sql.ref(column)} like ${`%${escapeLike(term)}%`} escape '\\'`;

/**
 * `table.search_text` contains the (already normalized) term. Served by the table's trigram index:
 * pg_trgm on PostgreSQL; the FTS5 trigram table on SQLite, which needs 3+ characters — shorter terms
 * (the web app never sends them) fall back to a scan.
 */
export function searchTextContains(db: Db, { table }: SearchSource, term: string, alias: string = table) {
  if (usesFts(db, term)) {
    const fts = sql.table(`${table}_search`);
    return sql<boolean>`${sql.ref(`${alias}.rowid`)} in (select rowid from ${fts} where ${fts} match ${ftsPhrase(term)})`;
  }
  return containsText(`${alias}.search_text`, term);
}

/**
 * SQLite and a term of 3+ characters: the table's FTS5 trigram table and the match expression for the term,
 * for a query driven from the index in rowid order (`ORDER BY rowid DESC LIMIT n` streams the matches and
 * stops at n; `rowid IN (…)`, as searchTextContains writes it, reads every match first — seconds for a common
 * word over 10M audit rows). Null where searchTextContains is the way.
 */
export function ftsSearchOf(db: Db, { table }: SearchSource, term: string): { fts: string; phrase: string } | null {
  return usesFts(db, term) ? { fts: `${table}_search`, phrase: ftsPhrase(term) } : null;
}

/** True when a write failed on a UNIQUE constraint (a concurrent duplicate that slipped past the check). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
