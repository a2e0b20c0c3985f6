import { sql } from "kysely";
import type { Db } from "../connection";
import { ftsMatchCount, isPostgres, searchTextContains, usesFts } from "../dialect";
import { longReadsOf } from "../long-reads";
import { listVersion } from "./layout";
import { countedWhere, LISTS, type ListName, orderOf } from "./lists";

/**
 * What a search finds, kept until the list changes (its version moves): the exact count and the
 * matching ids in list order, so every page of the term is a slice. (Walking the list order testing
 * each row was cheaper only for terms matching over 100k rows, which no measured search has.)
 */
export type Matches = { version: number; count: number; ids: string[] };

/** Bounds the memory held: about 60 bytes per id. */
const MATCHED_IDS_KEPT = 1_000_000;
const SEARCHES_KEPT = 1000;
const matchCache = new WeakMap<Db, Map<string, Matches>>();
const matchKey = (name: ListName, term: string) => `${name}\u0000${term}`;

/** What the last search of this term found, whatever version it belongs to (a reader confirms it). */
export const lastMatches = (db: Db, name: ListName, term: string): Matches | undefined =>
  matchCache.get(db)?.get(matchKey(name, term));

/** The term's matches at `version`, from memory when the list has not changed since they were found. */
export async function searchMatches(db: Db, name: ListName, term: string, version: number): Promise<Matches> {
  const cache = matchCache.get(db) ?? new Map<string, Matches>();
  matchCache.set(db, cache);
  const key = matchKey(name, term);
  const cached = cache.get(key);
  if (cached?.version === version) {
    cache.delete(key); // most recently used last
    cache.set(key, cached);
    return cached;
  }
  // A term's first search reads every match (73k rows for "café" among a million products: 0.3 s, and
  // 1.3 s on a cold cache): off the event loop, as the other long reads (db/long-reads.ts). Its pages
  // afterwards are slices of what is kept here.
  const reads = longReadsOf(db);
  const matches = await sortedMatches(reads, name, term, await countMatches(reads, name, term));
  cache.delete(key);
  cache.set(key, matches);
  let kept = 0;
  for (const entry of cache.values()) kept += entry.ids.length;
  for (const [oldest, entry] of cache) {
    if (kept <= MATCHED_IDS_KEPT && cache.size <= SEARCHES_KEPT) break;
    kept -= entry.ids.length;
    cache.delete(oldest);
  }
  return matches;
}

/** The term's matches at the list's current version (from memory while the list has not changed). */
export async function currentMatches(db: Db, name: ListName, term: string): Promise<Matches> {
  return searchMatches(db, name, term, await listVersion(db, name));
}

/**
 * Every match in list order, fetched through the trigram index and sorted, with the version they belong
 * to: only the rows the list counts (LISTS' `counted`), tested on the matched rows the query reads
 * anyway for their order, so the index still selects them. A list's name keys list_stats; its table
 * (LISTS[name].table) is what the SQL reads: the search helpers take the definition, never the name.
 */
async function sortedMatches(
  db: Db,
  name: ListName,
  term: string,
  counted: { version: number; count: number },
): Promise<Matches> {
  const list = LISTS[name];
  const columns = sql.raw(list.sortKey ? `r.id, r.${list.sortKey}` : "r.id");
  const { rows } = await sql<{ id: string; version: number }>`
    with matches as ${sql.raw(isPostgres(db) ? "materialized" : "")} (
      select ${columns} from ${sql.table(list.table)} r
      where ${searchTextContains(db, list, term, "r")}${sql.raw(list.counted ? ` and ${countedWhere(list, "r")}` : "")})
    select id, (select version from list_stats where list = ${name}) as version
    from matches r order by ${sql.raw(orderOf(list, "r"))}`.execute(db);
  // No row to carry the version: the count's, unless the matches changed in between (then keep nothing).
  if (rows.length === 0) return counted.count === 0 ? { ...counted, ids: [] } : { version: -1, count: 0, ids: [] };
  return { version: Number(rows[0]?.version), count: rows.length, ids: rows.map((r) => r.id) };
}

/**
 * How many rows hold the term, and the list's version, in one statement: what confirms an empty set of
 * matches. Counted on the search index alone (FTS5's own table on SQLite), without the list's `counted`
 * condition, which would read every matched row: the writers blank the search_text of every row the
 * list does not count (checked by list-search.test.ts); the matches themselves (sortedMatches) test
 * the condition, so a row left unblanked is still never found, at worst re-searched.
 */
async function countMatches(db: Db, name: ListName, term: string) {
  const list = LISTS[name];
  const version = sql`(select version from list_stats where list = ${name})`;
  const count = usesFts(db, term)
    ? ftsMatchCount(list, term)
    : sql`(select count(*) from ${sql.table(list.table)} r where ${searchTextContains(db, list, term, "r")})`;
  // One statement, so the count belongs to the version read with it.
  const { rows } = await sql<{ version: number; n: number }>`select ${version} as version, ${count} as n`.execute(db);
  return { version: Number(rows[0]?.version ?? 0), count: Number(rows[0]?.n ?? 0) };
}
