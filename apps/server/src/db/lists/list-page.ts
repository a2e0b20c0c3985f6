import { PAGE_SIZE } from "@inventario/shared/constants";
import { sql } from "kysely";
import { pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import type { Db } from "../connection";
import { containsText, ftsMatchCount, isPostgres, searchTextContains, usesFts } from "../dialect";
import { bucketAt, layoutOf, listVersion } from "./layout";
import { countedWhere, keyOf, LISTS, type ListDefinition, type ListName, orderOf } from "./lists";

/**
 * One page of a list — ids in list order, plus the exact number of rows — without counting or
 * skipping over the whole table (docs/decisions/0008-list-counts.md):
 * - unfiltered, the bucket holding the page's first row is found from the maintained counts and the
 *   page read from there, skipping fewer than a bucket's rows;
 * - searched, the count of matches is kept per term until the list changes, and the page is read
 *   whichever way is cheaper for that many matches.
 */
export type PageRequest = { page: number; search?: string | undefined; descending?: boolean };
export type ListPage = { ids: string[]; total: number };

export async function listPage(db: Db, name: ListName, { page, search, descending = false }: PageRequest) {
  const version = await listVersion(db, name);
  const layout = await layoutOf(db, name, version);
  const term = normalizeForSearch(search ?? "");
  const total = term ? await searchCount(db, name, term, version) : layout.total;
  const window = pageWindow(page, total, descending);
  if (!window) return { ids: [], total };
  const list = LISTS[name];
  let ids: string[];
  if (!term) {
    const bucket = bucketAt(layout, window.offset);
    const lower = layout.lowers[bucket] as { key: string; id: string };
    const from = list.sortKey ? sql`(${lower.key}, ${lower.id})` : sql`${lower.id}`;
    ids = await readIds(db, list, sql`${sql.raw(keyOf(list, "r"))} >= ${from}`, {
      ...window,
      offset: window.offset - (layout.starts[bucket] as number),
    });
  } else if ((window.offset + window.limit) * layout.total < total * total) {
    // Many matches: walking the list in order meets a page of them soon.
    ids = await readIds(db, list, walkFilter(db, term), window);
  } else {
    ids = await readMatchesSorted(db, list, term, window);
  }
  return { ids: descending ? ids.reverse() : ids, total };
}

/** The page as an ascending window: a descending list's page N is read from the other end. */
function pageWindow(page: number, total: number, descending: boolean) {
  const offset = pageOffset(page);
  if (offset >= total) return null;
  if (!descending) return { offset, limit: PAGE_SIZE };
  const start = Math.max(0, total - offset - PAGE_SIZE);
  return { offset: start, limit: total - offset - start };
}

type Window = { offset: number; limit: number };

async function readIds(db: Db, list: ListDefinition, filter: ReturnType<typeof sql>, { offset, limit }: Window) {
  const { rows } = await sql<{ id: string }>`
    select r.id from ${sql.table(list.table)} r
    where ${sql.raw(countedWhere(list, "r"))} and ${filter}
    order by ${sql.raw(orderOf(list, "r"))} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => r.id);
}

/** A test on each row that no index serves, so the planner walks the list's order index. */
const walkFilter = (db: Db, term: string) =>
  isPostgres(db) ? sql`strpos(r.search_text, ${term}) > 0` : containsText("r.search_text", term);

/** Few matches: fetch them all through the trigram index and sort them. */
async function readMatchesSorted(db: Db, list: ListDefinition, term: string, { offset, limit }: Window) {
  const columns = sql.raw(list.sortKey ? `r.id, r.${list.sortKey}` : "r.id");
  const { rows } = await sql<{ id: string }>`
    with matches as ${sql.raw(isPostgres(db) ? "materialized" : "")} (
      select ${columns} from ${sql.table(list.table)} r
      where ${searchTextContains(db, list.table, term, "r")})
    select id from matches r order by ${sql.raw(orderOf(list, "r"))} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => r.id);
}

const SEARCH_COUNT_CACHE_SIZE = 1000;
const searchCounts = new WeakMap<Db, Map<string, { version: number; count: number }>>();

/** Matches of a term: counted through the trigram index once, then reused until the list changes. */
async function searchCount(db: Db, name: ListName, term: string, version: number): Promise<number> {
  const cache = searchCounts.get(db) ?? new Map();
  searchCounts.set(db, cache);
  const key = `${name}\u0000${term}`;
  const cached = cache.get(key);
  if (cached?.version === version) return cached.count;
  const counted = await countMatches(db, name, term);
  cache.delete(key);
  if (cache.size >= SEARCH_COUNT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, counted);
  return counted.count;
}

async function countMatches(db: Db, name: ListName, term: string) {
  const version = sql`(select version from list_stats where list = ${name})`;
  const count = usesFts(db, term)
    ? ftsMatchCount(name, term)
    : sql`(select count(*) from ${sql.table(name)} r where ${searchTextContains(db, name, term, "r")})`;
  // One statement, so the count belongs to the version read with it.
  const { rows } = await sql<{ version: number; n: number }>`select ${version} as version, ${count} as n`.execute(db);
  return { version: Number(rows[0]?.version ?? 0), count: Number(rows[0]?.n ?? 0) };
}

/** How many rows the list holds (for products: the active ones), from the maintained counts. */
export async function listSize(db: Db, name: ListName): Promise<number> {
  return (await layoutOf(db, name, await listVersion(db, name))).total;
}
