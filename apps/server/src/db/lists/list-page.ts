import { PAGE_SIZE } from "@inventario/shared/constants";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { inIdOrder } from "../../lib/id-order";
import { pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import type { Db } from "../connection";
import { type Arg, prepared } from "../prepared";
import type { Database } from "../types";
import { bucketAt, type Layout, lastLayout, layoutOf, listVersion } from "./layout";
import { type WalkRequest, walkList } from "./list-walk";
import { countedWhere, keyOf, LISTS, type ListName, type ListTable, orderOf } from "./lists";
import { lastMatches, type Matches, searchMatches } from "./search-matches";

/**
 * Reading a list (docs/decisions/0008-list-counts.md): its rows in list order, plus the exact number of
 * rows, without counting or skipping over the whole table:
 * - unfiltered, the bucket holding the page's first row is found from the maintained counts and the
 *   page read from there, skipping fewer than a bucket's rows;
 * - searched, a term's matches (their count and ids in list order) are kept until the list changes,
 *   and a page is a slice of them (search-matches.ts).
 *
 * A repository declares what a row of its list holds with `listShape()`: a Kysely select over the
 * list's table aliased `r`, so the row type is Kysely's, inferred from db/types.ts. This file adds to
 * that select only what does not change its rows (where the page starts, its order and LIMIT, and the
 * list's version, taken off again) and compiles it once per shape (db/prepared.ts).
 */

/** The database as a list's select sees it: every table (for sub-selects), and the list's own as `r`. */
type ListDatabase<T extends ListName> = Database & { r: Database[ListTable<T>] };

/** Where a shape's select starts: `select … from <the list's table> r`. */
type ListSource<T extends ListName> = SelectQueryBuilder<ListDatabase<T>, "r", object>;

type PageRequest = { page: number; search?: string | undefined; descending?: boolean };

/** One list read with one select list; each is one compiled statement per database (db/prepared.ts). */
export type ListShape<Row> = {
  /** The page's rows in list order (newest first when `descending`) and the list's or the search's total. */
  page(db: Db, request: PageRequest): Promise<{ rows: Row[]; total: number }>;
  /** The rows whose ids are listed (≤ PAGE_SIZE), in that order; ids without a row are skipped. */
  byIds(db: Db, ids: string[]): Promise<Row[]>;
  /** Every row of the list or of its search, in the pages' order, `size` at a time (list-walk.ts). */
  walk(db: Db, request: WalkRequest): AsyncGenerator<Row[]>;
  /** How many rows the list or its search holds, from what the pages keep (no count of the table). */
  count(db: Db, search?: string): Promise<number>;
};

/** The row type a shape reads. */
export type ListRow<Shape> = Shape extends ListShape<infer Row> ? Row : never;

/** Writes landing between each read and its page would otherwise keep a reader retrying. */
const MAX_ATTEMPTS = 3;

export function listShape<T extends ListName, Row extends { id: string }>(
  name: T,
  select: (source: ListSource<T>) => SelectQueryBuilder<ListDatabase<T>, "r", Row>,
): ListShape<Row> {
  const statements = createStatements<Row>(name, select as unknown as ErasedSelect<Row>);
  return {
    async page(db, { page, search, descending = false }) {
      const term = normalizeForSearch(search ?? "");
      // First with what the last read of this list left in memory: the page's rows carry the list's
      // version, read in the same statement, and it confirms the total and the position (one round
      // trip instead of two). On a mismatch, read the current version and try again.
      for (let attempt = 0; ; attempt++) {
        const known = attempt === 0 ? lastKnown(db, name, term) : await current(db, name, term);
        if (!known) continue;
        const total = "count" in known ? known.count : known.total;
        const window = pageWindow(page, total, descending);
        const read = window ? await readWindow(db, statements, known, window) : null;
        // An empty page carries no version: only the one read just before it confirms it.
        const confirmed = read ? read.version === known.version : attempt > 0;
        if (confirmed || attempt >= MAX_ATTEMPTS) {
          const rows = read?.rows ?? [];
          return { rows: descending ? rows.reverse() : rows, total };
        }
      }
    },
    byIds: async (db, ids) => withoutVersion(await byIds(db, statements, ids)),
    walk: (db, request) => walkList(db, name, select as unknown as ErasedSelect<Row>, request),
    async count(db, search) {
      const known = await current(db, name, normalizeForSearch(search ?? ""));
      return "count" in known ? known.count : known.total;
    },
  };
}

function lastKnown(db: Db, name: ListName, term: string): Layout | Matches | undefined {
  return term ? lastMatches(db, name, term) : lastLayout(db, name);
}

async function current(db: Db, name: ListName, term: string): Promise<Layout | Matches> {
  const version = await listVersion(db, name);
  return term ? searchMatches(db, name, term, version) : layoutOf(db, name, version);
}

/** The window's rows, and the list's version read in the same statement (undefined without rows). */
async function readWindow<Row extends { id: string }>(
  db: Db,
  statements: Statements<Row>,
  known: Layout | Matches,
  window: Window,
) {
  let rows: Array<Versioned<Row>>;
  if ("count" in known) {
    rows = await byIds(db, statements, known.ids.slice(window.offset, window.offset + window.limit));
  } else {
    const bucket = bucketAt(known, window.offset);
    const lower = known.lowers[bucket] as { key: string; id: string };
    const offset = window.offset - (known.starts[bucket] as number);
    // The statement reads PAGE_SIZE rows; a descending list's last window is shorter.
    rows = (await statements.pageFrom(db, lower.key, lower.id, offset)).slice(0, window.limit);
  }
  const version = rows[0] === undefined ? undefined : Number(rows[0].list_version);
  return { rows: withoutVersion(rows), version };
}

type Versioned<Row> = Row & { list_version: number };
const withoutVersion = <Row>(rows: Array<Versioned<Row>>): Row[] =>
  rows.map(({ list_version: _, ...row }) => row as Row);

/**
 * A shape's select with its table's types erased: listShape() typed it against its table, and this file
 * adds no selected column but the version, so its rows stay `Row`.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above.
type AnySelect = SelectQueryBuilder<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: see above.
type ErasedSelect<Row> = (source: AnySelect) => SelectQueryBuilder<any, any, Row>;

type Statements<Row extends { id: string }> = {
  pageFrom(db: Db, key: string, id: string, offset: number): Promise<Array<Versioned<Row>>>;
  byIds(db: Db, ...ids: Array<string | null>): Promise<Array<Versioned<Row>>>;
};

/**
 * The compiled statements of one shape: a page from a bucket's lower bound (the list's rows that
 * follow it, in list order: the page's ids first, over the list's index alone, then the shape's columns
 * and joins for those rows only — PostgreSQL would fetch every skipped row's columns otherwise, and
 * SQLite would evaluate the shape's joins, such as a transfer's product and warehouses, for every
 * skipped row), and rows by ids (PAGE_SIZE of them, unused ones null, so one shape serves every count);
 * both with the list's version.
 */
function createStatements<Row extends { id: string }>(name: ListName, select: ErasedSelect<Row>): Statements<Row> {
  const list = LISTS[name];
  const version = sql<number>`(select version from list_stats where list = ${name})`.as("list_version");
  const ordered = (row: string) => sql.raw(orderOf(list, row));
  // biome-ignore lint/suspicious/noExplicitAny: the list's table is chosen at run time; rows are typed by the shape.
  const from = (db: Db, table: string) => (db as unknown as Kysely<any>).selectFrom(`${list.table} as ${table}`);
  return {
    pageFrom: prepared((db, key: Arg<string>, id: Arg<string>, offset: Arg<number>) => {
      const lower = list.sortKey ? sql`(${key}, ${id})` : sql`${id}`;
      // biome-ignore lint/suspicious/noExplicitAny: as in AnySelect.
      const page = <O>(source: SelectQueryBuilder<any, any, O>, row: string) =>
        source
          .where(sql<boolean>`${sql.raw(countedWhere(list, row))} and ${sql.raw(keyOf(list, row))} >= ${lower}`)
          .orderBy(ordered(row))
          .limit(sql.lit(PAGE_SIZE))
          .offset(offset);
      const ids = page(from(db, "p").select(list.sortKey ? ["p.id", `p.${list.sortKey}`] : ["p.id"]), "p").as("page");
      // biome-ignore lint/suspicious/noExplicitAny: as in from().
      const source = (db as unknown as Kysely<any>).selectFrom(ids).innerJoin(`${list.table} as r`, "r.id", "page.id");
      return select(source).select(version).orderBy(ordered("page"));
    }),
    byIds: prepared((db, ...ids: Array<Arg<string | null>>) =>
      select(from(db, "r"))
        .select(version)
        .where(sql<boolean>`r.id in (${sql.join(ids)})`),
    ),
  };
}

async function byIds<Row extends { id: string }>(db: Db, statements: Statements<Row>, ids: string[]) {
  if (ids.length === 0) return [];
  if (ids.length > PAGE_SIZE) throw new Error(`byIds(): at most ${PAGE_SIZE} ids`);
  const padded = Array.from({ length: PAGE_SIZE }, (_, i) => ids[i] ?? null);
  return inIdOrder(ids, await statements.byIds(db, ...padded));
}

/** The page as an ascending window: a descending list's page N is read from the other end. */
function pageWindow(page: number, total: number, descending: boolean): Window | null {
  const offset = pageOffset(page);
  if (offset >= total) return null;
  if (!descending) return { offset, limit: PAGE_SIZE };
  const start = Math.max(0, total - offset - PAGE_SIZE);
  return { offset: start, limit: total - offset - start };
}

type Window = { offset: number; limit: number };
