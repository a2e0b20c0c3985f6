import { sql } from "kysely";
import type { Db } from "../connection";
import { isPostgres, searchTextContains } from "../dialect";
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
  const matches = await sortedMatches(longReadsOf(db), name, term);
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
 * to (read in the same statement): only the rows the list counts (LISTS' `counted`), tested on the
 * matched rows the query reads anyway for their order, so the index still selects them. A list's name
 * keys list_stats; its table (LISTS[name].table) is what the SQL reads: the search helpers take the
 * definition, never the name.
 *
 * The ids come joined in one string, one row whatever the number of matches: a row per match made the
 * server's thread unpack them all at once when they arrived from a long-read worker (74 ms for the 62k
 * matches of "andin" at the large size, and the stalls of several terms landing together added up to
 * 251 ms); splitting one string costs a few. The one row also carries the version when nothing matches.
 */
async function sortedMatches(db: Db, name: ListName, term: string): Promise<Matches> {
  const list = LISTS[name];
  const order = sql.raw(orderOf(list, "r"));
  const joined = isPostgres(db)
    ? sql`string_agg(r.id, ',' order by ${order})`
    : sql`group_concat(r.id, ',' order by ${order})`;
  const { rows } = await sql<{ ids: string | null; version: number }>`
    select ${joined} as ids, (select version from list_stats where list = ${name}) as version
    from ${sql.table(list.table)} r
    where ${searchTextContains(db, list, term, "r")} and ${sql.raw(countedWhere(list, "r"))}`.execute(db);
  const row = rows[0];
  // Ids are uuids (lib/ids.ts): no comma in them.
  const ids = row?.ids ? row.ids.split(",") : [];
  return { version: Number(row?.version ?? 0), count: ids.length, ids };
}
