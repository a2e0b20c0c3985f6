import { PAGE_SIZE } from "@inventario/shared/constants";
import { type RawBuilder, sql } from "kysely";
import { inIdOrder } from "../../lib/id-order";
import { pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import type { Db } from "../connection";
import { ftsMatchCount, isPostgres, searchTextContains, usesFts } from "../dialect";
import { type Arg, prepared } from "../prepared";
import { bucketAt, type Layout, lastLayout, layoutOf, listVersion } from "./layout";
import { countedWhere, keyOf, LISTS, type ListName, orderOf } from "./lists";

/**
 * One page of a list — its rows in list order, plus the exact number of rows — without counting or
 * skipping over the whole table (docs/decisions/0008-list-counts.md):
 * - unfiltered, the bucket holding the page's first row is found from the maintained counts and the
 *   page read from there, skipping fewer than a bucket's rows;
 * - searched, a term's matches (their count and ids in list order) are kept until the list changes,
 *   and a page is a slice of them.
 * `columns` is the select list over the list's table aliased `r` (one statement reads the page's rows);
 * each (list, columns object) pair is one shape with its own compiled statements (db/prepared.ts).
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
    const read = window ? await readWindow<Row>(db, name, known, columns, window) : null;
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
  columns: RawBuilder<unknown>,
  window: Window,
): Promise<{ rows: Row[]; version: number | undefined }> {
  const statements = statementsOf(name, columns);
  let rows: Array<Row & { list_version: number }>;
  if ("count" in known) {
    rows = (await byIds(db, statements, known.ids.slice(window.offset, window.offset + window.limit))) as typeof rows;
  } else {
    const bucket = bucketAt(known, window.offset);
    const lower = known.lowers[bucket] as { key: string; id: string };
    const offset = window.offset - (known.starts[bucket] as number);
    // The statement reads PAGE_SIZE rows; a descending list's last window is shorter.
    const page = await statements.pageFrom(db, lower.key, lower.id, offset);
    rows = page.slice(0, window.limit) as typeof rows;
  }
  const version = rows[0] === undefined ? undefined : Number(rows[0].list_version);
  return { rows: rows.map(({ list_version: _, ...row }) => row as unknown as Row), version };
}

/**
 * The compiled statements of one shape: a page from a bucket's lower bound (the list's rows that
 * follow it, in list order; PostgreSQL gets the page's ids first, since it would fetch every skipped
 * row's columns otherwise), and rows by ids (PAGE_SIZE of them, unused ones null, so one shape serves
 * every count); both with the list's version.
 */
function createStatements(name: ListName, columns: RawBuilder<unknown>) {
  const list = LISTS[name];
  const versioned = sql`${columns}, (select version from list_stats where list = ${name}) as list_version`;
  const ordered = (row: string) => sql.raw(orderOf(list, row));
  const inList = (row: string) => sql.raw(countedWhere(list, row));
  return {
    pageFrom: prepared((db, key: Arg<string>, id: Arg<string>, offset: Arg<number>) => {
      const lower = list.sortKey ? sql`(${key}, ${id})` : sql`${id}`;
      const page = (row: string) =>
        sql`${inList(row)} and ${sql.raw(keyOf(list, row))} >= ${lower}
          order by ${ordered(row)} limit ${sql.lit(PAGE_SIZE)} offset ${offset}`;
      if (!isPostgres(db)) return sql`select ${versioned} from ${sql.table(list.table)} r where ${page("r")}`;
      const keys = sql.raw(list.sortKey ? `p.id, p.${list.sortKey}` : "p.id");
      return sql`select ${versioned} from (select ${keys} from ${sql.table(list.table)} p where ${page("p")}) page
        join ${sql.table(list.table)} r on r.id = page.id order by ${ordered("page")}`;
    }),
    byIds: prepared(
      (_db, ...ids: Array<Arg<string | null>>) =>
        sql`select ${versioned} from ${sql.table(list.table)} r where r.id in (${sql.join(ids)})`,
    ),
  };
}
type Statements = ReturnType<typeof createStatements>;

/** One set of statements per list and select list: the columns object is the shape's identity. */
const shapes = new WeakMap<RawBuilder<unknown>, Map<ListName, Statements>>();
function statementsOf(name: ListName, columns: RawBuilder<unknown>): Statements {
  const byList = shapes.get(columns) ?? new Map<ListName, Statements>();
  shapes.set(columns, byList);
  let statements = byList.get(name);
  if (!statements) {
    statements = createStatements(name, columns);
    byList.set(name, statements);
  }
  return statements;
}

async function byIds(db: Db, statements: Statements, ids: string[]) {
  if (ids.length === 0) return [];
  if (ids.length > PAGE_SIZE) throw new Error(`rowsByIds(): at most ${PAGE_SIZE} ids`);
  const padded = Array.from({ length: PAGE_SIZE }, (_, i) => ids[i] ?? null);
  return inIdOrder(ids, (await statements.byIds(db, ...padded)) as Array<{ id: string; list_version: number }>);
}

/** A page of ids only, for callers that load their rows in several queries. */
export async function listPage(db: Db, name: ListName, request: PageRequest) {
  const { rows, total } = await listRows<{ id: string }>(db, name, request, ID_COLUMN);
  return { ids: rows.map((r) => r.id), total };
}

const ID_COLUMN = sql`r.id`;

/** The rows of a list's table (aliased `r` in `columns`) whose ids are listed (≤ PAGE_SIZE), in that order. */
export async function rowsByIds<Row extends { id: string }>(
  db: Db,
  table: ListName,
  columns: RawBuilder<unknown>,
  ids: string[],
): Promise<Row[]> {
  const rows = await byIds(db, statementsOf(table, columns), ids);
  return rows.map(({ list_version: _, ...row }) => row as unknown as Row);
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

/**
 * What a search finds, kept until the list changes (its version moves): the exact count and the
 * matching ids in list order, so every page of the term is a slice. (Walking the list order testing
 * each row was cheaper only for terms matching over 100k rows, which no measured search has.)
 */
type Matches = { version: number; count: number; ids: string[] };
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
  const matches = await sortedMatches(db, name, term, await countMatches(db, name, term));
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
  // No row to carry the version: the count's, unless the matches changed in between (then keep nothing).
  if (rows.length === 0) return counted.count === 0 ? { ...counted, ids: [] } : { version: -1, count: 0, ids: [] };
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
