import { PAGE_SIZE } from "@inventario/shared/constants";
import { type RawBuilder, sql } from "kysely";
import { inIdOrder } from "../../lib/id-order";
import { pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import type { Db } from "../connection";
import { containsText, ftsMatchCount, isPostgres, searchTextContains, usesFts } from "../dialect";
import { offsetPage } from "../offset-page";
import { preparedVariants, runNamed, shapeId } from "../prepared";
import { bucketAt, type Layout, lastLayout, layoutOf, listVersion } from "./layout";
import { countedWhere, keyOf, LISTS, type ListDefinition, type ListName, orderOf } from "./lists";

/**
 * One page of a list — its rows in list order, plus the exact number of rows — without counting or
 * skipping over the whole table (docs/decisions/0008-list-counts.md):
 * - unfiltered, the bucket holding the page's first row is found from the maintained counts and the
 *   page read from there, skipping fewer than a bucket's rows;
 * - searched, a term's matches (their count and ids in list order) are kept until the list changes,
 *   and a page is a slice of them; a term with very many matches keeps its count only and walks the
 *   list order, where its matches are dense.
 * `columns` is the select list over the list's table aliased `r` (one statement reads the page's rows).
 */
export type PageRequest = { page: number; search?: string | undefined; descending?: boolean };

export async function listRows<Row extends { id: string }>(
  db: Db,
  name: ListName,
  { page, search, descending = false }: PageRequest,
  columns: RawBuilder<unknown>,
): Promise<{ rows: Row[]; total: number }> {
  const term = normalizeForSearch(search ?? "");
  // First with what the last read of this list left in memory: the page's rows carry the list's
  // version, read in the same statement, and it confirms the total and the position (one round trip
  // instead of two). On a mismatch, read the current version and try again.
  for (let attempt = 0; ; attempt++) {
    const known = attempt === 0 ? lastKnown(db, name, term) : await current(db, name, term);
    if (!known) continue;
    const total = "count" in known ? known.count : known.total;
    const window = pageWindow(page, total, descending);
    const read = window ? await readWindow<Row>(db, name, known, term, columns, window) : null;
    // An empty page carries no version: only the one read just before it confirms it.
    const confirmed = read ? read.version === known.version : attempt > 0;
    if (confirmed || attempt >= MAX_ATTEMPTS) {
      const rows = read?.rows ?? [];
      return { rows: descending ? rows.reverse() : rows, total };
    }
  }
}

/** Writes landing between each read and its page would otherwise keep a reader retrying. */
const MAX_ATTEMPTS = 3;

function lastKnown(db: Db, name: ListName, term: string): Layout | Matches | undefined {
  return term ? matchCache.get(db)?.get(matchKey(name, term)) : lastLayout(db, name);
}

async function current(db: Db, name: ListName, term: string): Promise<Layout | Matches> {
  const version = await listVersion(db, name);
  return term ? searchMatches(db, name, term, version) : layoutOf(db, name, version);
}

/** The window's rows, and the list's version read in the same statement (undefined without rows). */
async function readWindow<Row extends { id: string }>(
  db: Db,
  name: ListName,
  known: Layout | Matches,
  term: string,
  columns: RawBuilder<unknown>,
  window: Window,
): Promise<{ rows: Row[]; version: number | undefined }> {
  const list = LISTS[name];
  let rows: Array<Row & { list_version: number }>;
  if ("count" in known && known.ids) {
    rows = await rowsByIds(
      db,
      name,
      withVersion(columns, name),
      known.ids.slice(window.offset, window.offset + window.limit),
    );
  } else if ("count" in known) {
    // Too many matches to keep: they are dense enough that walking the list in order meets a page soon.
    rows = await readPage(db, list, withVersion(columns, name), walkFilter(db, term), window);
  } else {
    const bucket = bucketAt(known, window.offset);
    const lower = known.lowers[bucket] as { key: string; id: string };
    const offset = window.offset - (known.starts[bucket] as number);
    rows = (await bucketPage(
      db,
      `${name} ${shapeId(columns)} ${window.limit}`,
      (db, key, id, offset) => {
        const from = list.sortKey ? sql`(${key}, ${id})` : sql`${id}`;
        const fromLower = (row: string) => sql`${sql.raw(keyOf(list, row))} >= ${from}`;
        return pageStatement(db, list, withVersion(columns, name), fromLower, { limit: window.limit, offset });
      },
      lower.key,
      lower.id,
      offset,
    )) as Array<Row & { list_version: number }>;
  }
  const version = rows[0] === undefined ? undefined : Number(rows[0].list_version);
  return { rows: rows.map(({ list_version: _, ...row }) => row as unknown as Row), version };
}

/** A page from a bucket's lower bound: the hot statement, compiled once per list, select list and size. */
const bucketPage = preparedVariants<[string, string, number], unknown>();

/** The select list plus the list's version; one object per pair, as it names prepared variants. */
function withVersion(columns: RawBuilder<unknown>, name: string): RawBuilder<unknown> {
  const byList = versionedColumns.get(columns) ?? new Map<string, RawBuilder<unknown>>();
  versionedColumns.set(columns, byList);
  let versioned = byList.get(name);
  if (!versioned) {
    versioned = sql`${columns}, (select version from list_stats where list = ${name}) as list_version`;
    byList.set(name, versioned);
  }
  return versioned;
}
const versionedColumns = new WeakMap<RawBuilder<unknown>, Map<string, RawBuilder<unknown>>>();

/** A page of ids only, for callers that load their rows in several queries. */
export async function listPage(db: Db, name: ListName, request: PageRequest) {
  const { rows, total } = await listRows<{ id: string }>(db, name, request, ID_COLUMN);
  return { ids: rows.map((r) => r.id), total };
}

const ID_COLUMN = sql`r.id`;

/** The rows of a table (aliased `r` in `columns`) whose ids are listed, in the order given. */
export async function rowsByIds<Row extends { id: string }>(
  db: Db,
  table: ListName,
  columns: RawBuilder<unknown>,
  ids: string[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await rowsWithIds(
    db,
    `${table} ${shapeId(columns)} ${ids.length}`,
    (_db, ...idArgs) => sql`select ${columns} from ${sql.table(table)} r where r.id in (${sql.join(idArgs)})`,
    ...ids,
  );
  return inIdOrder(ids, rows as Row[]);
}

const rowsWithIds = preparedVariants<string[], unknown>();

/** The page as an ascending window: a descending list's page N is read from the other end. */
function pageWindow(page: number, total: number, descending: boolean) {
  const offset = pageOffset(page);
  if (offset >= total) return null;
  if (!descending) return { offset, limit: PAGE_SIZE };
  const start = Math.max(0, total - offset - PAGE_SIZE);
  return { offset: start, limit: total - offset - start };
}

type Window = { offset: number; limit: number };

async function readPage<Row>(
  db: Db,
  list: ListDefinition,
  columns: RawBuilder<unknown>,
  filter: (row: string) => RawBuilder<unknown>,
  window: Window,
): Promise<Row[]> {
  const query = pageStatement(db, list, columns, filter, window).compile(db);
  return runNamed<Row>(db, query.sql, [...query.parameters]);
}

/** `window` of the list's rows that pass `filter`, in list order. */
function pageStatement(
  db: Db,
  list: ListDefinition,
  columns: RawBuilder<unknown>,
  filter: (row: string) => RawBuilder<unknown>,
  { offset, limit }: Window,
) {
  return offsetPage(db, {
    table: list.table,
    columns,
    where: (row) => sql`${sql.raw(countedWhere(list, row))} and ${filter(row)}`,
    order: (row) => orderOf(list, row),
    orderKeys: list.sortKey ? [list.sortKey] : [],
    limit,
    offset,
  });
}

/** A test on each row that no index serves, so the planner walks the list's order index. */
const walkFilter = (db: Db, term: string) => (row: string) =>
  isPostgres(db)
    ? sql`strpos(${sql.ref(`${row}.search_text`)}, ${term}) > 0`
    : containsText(`${row}.search_text`, term);

/**
 * What a search finds, kept until the list changes (its version moves): the exact count, and the
 * matching ids in list order when there are not too many of them, so every page of
 * the term is a slice. Matches of a common term can sit together in the list order (every "queso"
 * sorts under q), which is why pages are not found by walking the order for them.
 */
type Matches = { version: number; count: number; ids: string[] | null };
/** Terms with more matches than this keep their count only (the tests lower it to reach that path). */
export const searchLimits = { matchesKeptPerTerm: 100_000 };
/** Bounds the memory held: about 60 bytes per id. */
const MATCHED_IDS_KEPT = 1_000_000;
const SEARCHES_KEPT = 1000;
const matchCache = new WeakMap<Db, Map<string, Matches>>();
const matchKey = (name: ListName, term: string) => `${name}\u0000${term}`;

async function searchMatches(db: Db, name: ListName, term: string, version: number): Promise<Matches> {
  const cache = matchCache.get(db) ?? new Map<string, Matches>();
  matchCache.set(db, cache);
  const key = matchKey(name, term);
  const cached = cache.get(key);
  if (cached?.version === version) {
    cache.delete(key); // most recently used last
    cache.set(key, cached);
    return cached;
  }
  const counted = await countMatches(db, name, term);
  const matches: Matches =
    counted.count <= searchLimits.matchesKeptPerTerm
      ? await sortedMatches(db, name, term, counted)
      : { ...counted, ids: null };
  cache.delete(key);
  cache.set(key, matches);
  let kept = 0;
  for (const entry of cache.values()) kept += entry.ids?.length ?? 0;
  for (const [oldest, entry] of cache) {
    if (kept <= MATCHED_IDS_KEPT && cache.size <= SEARCHES_KEPT) break;
    kept -= entry.ids?.length ?? 0;
    cache.delete(oldest);
  }
  return matches;
}

/** Every match in list order, fetched through the trigram index and sorted, with the version they belong to. */
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
      where ${searchTextContains(db, list.table, term, "r")})
    select id, (select version from list_stats where list = ${name}) as version
    from matches r order by ${sql.raw(orderOf(list, "r"))}`.execute(db);
  // No row to carry the version: the count's, unless a match arrived in between (then keep no ids).
  if (rows.length === 0) return { ...counted, ids: counted.count === 0 ? [] : null };
  return { version: Number(rows[0]?.version), count: rows.length, ids: rows.map((r) => r.id) };
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
