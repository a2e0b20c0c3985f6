import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { inIdOrder } from "../../lib/id-order";
import { normalizeForSearch } from "../../lib/search-text";
import type { Db } from "../connection";
import { longReadsOf } from "../long-reads";
import { countedWhere, keyOf, LISTS, type ListName, orderOf } from "./lists";
import { currentMatches } from "./search-matches";

/**
 * A whole list, or a whole search of it, in list order and in batches: what an export reads
 * (docs/decisions/0017-export.md). The same rows and order as the list's pages (list-page.ts), read with
 * the same select of the list's shape:
 * - unfiltered, a keyset walk over the list's own index, `(sort_key, id)` or `id`, from the last row of
 *   the batch before; no OFFSET, no count;
 * - searched, the term's matches as the pages slice them (search-matches.ts: their ids in list order,
 *   kept until the list changes), read a batch of ids at a time.
 * Each batch is one statement, run on longReadsOf(db) (long-reads.ts): off the event loop on SQLite;
 * rows written while the walk runs may or may not be in it.
 */
export type WalkRequest = { search?: string | undefined; descending?: boolean; size: number };

// biome-ignore lint/suspicious/noExplicitAny: as list-page.ts's AnySelect: the table is chosen at run time.
type AnySelect = SelectQueryBuilder<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: rows are typed by the shape.
export type ErasedSelect<Row> = (source: AnySelect) => SelectQueryBuilder<any, any, Row>;

export async function* walkList<Row extends { id: string }>(
  db: Db,
  name: ListName,
  select: ErasedSelect<Row>,
  { search, descending = false, size }: WalkRequest,
): AsyncGenerator<Row[]> {
  const reads = longReadsOf(db);
  const term = normalizeForSearch(search ?? "");
  if (term) {
    const { ids } = await currentMatches(db, name, term);
    const ordered = descending ? [...ids].reverse() : ids;
    for (let start = 0; start < ordered.length; start += size) {
      const batch = ordered.slice(start, start + size);
      const rows = await rowsOf(reads, name, select).where("r.id", "in", batch).execute();
      // A row deleted since the search was kept is skipped, as a page's byIds skips it.
      const found = inIdOrder(batch, rows as Row[]);
      if (found.length > 0) yield found;
    }
    return;
  }
  const list = LISTS[name];
  let after: { key: string; id: string } | null = null;
  for (;;) {
    let query = rowsOf(reads, name, select)
      .select(sql.ref(list.sortKey ? `r.${list.sortKey}` : "r.id").as("walk_key"))
      .where(sql<boolean>`${sql.raw(countedWhere(list, "r"))}`);
    if (after) {
      const bound = list.sortKey ? sql`(${after.key}, ${after.id})` : sql`${after.id}`;
      query = query.where(sql<boolean>`${sql.raw(keyOf(list, "r"))} ${sql.raw(descending ? "<" : ">")} ${bound}`);
    }
    const order = descending ? orderOf(list, "r").replaceAll(",", " desc,").concat(" desc") : orderOf(list, "r");
    const rows = (await query.orderBy(sql.raw(order)).limit(size).execute()) as Array<Row & { walk_key: string }>;
    if (rows.length > 0) yield rows.map(({ walk_key: _, ...row }) => row as unknown as Row);
    if (rows.length < size) return;
    const last = rows[rows.length - 1] as Row & { walk_key: string };
    after = { key: last.walk_key, id: last.id };
  }
}

/** The shape's select over the list's table, aliased `r` as the shape expects. */
function rowsOf<Row>(db: Db, name: ListName, select: ErasedSelect<Row>) {
  // biome-ignore lint/suspicious/noExplicitAny: see AnySelect.
  return select((db as unknown as Kysely<any>).selectFrom(`${LISTS[name].table} as r`));
}
