import { PAGE_SIZE } from "@inventario/shared/constants";
import { sql } from "kysely";
import { pageOffset } from "../lib/paging";
import { normalizeForSearch } from "../lib/search-text";
import type { Db } from "./connection";
import { ftsMatchCount, type SearchableTable, searchTextContains, usesFts } from "./dialect";

/**
 * Count and page ids of a table with `search_text` and `sort_key` columns (clients, employees,
 * products), searched through its trigram index (docs/decisions/0004-person-search.md).
 * `onlyActive` limits the unfiltered list to active rows; a table using it blanks `search_text` of
 * inactive rows so searches skip them too.
 */
export type ListOptions = { search: string | undefined; onlyActive?: boolean };

// Typed against one of the tables: all three share the columns used here.
const asProducts = (table: SearchableTable) => table as "products";

export async function countMatching(db: Db, table: SearchableTable, { search, onlyActive }: ListOptions) {
  const term = normalizeForSearch(search ?? "");
  if (usesFts(db, term)) return ftsMatchCount(db, table, term);
  let query = db.selectFrom(asProducts(table)).select((eb) => eb.fn.countAll<number>().as("n"));
  if (term) query = query.where(searchTextContains(db, table, term));
  else if (onlyActive) query = query.where("is_active", "=", 1);
  return (await query.executeTakeFirstOrThrow()).n;
}

/** Ids of one page in sort_key order; the caller loads the rows it needs for them. */
export async function pageIds(db: Db, table: SearchableTable, page: number, { search, onlyActive }: ListOptions) {
  const term = normalizeForSearch(search ?? "");
  if (usesFts(db, term)) {
    // Walking the sort index and keeping the matches beats sorting thousands of matches for a common
    // term, and costs about the same for a rare one; SQLite's planner picks the sort unless told.
    const { rows } = await sql<{ id: string }>`
      select id from ${sql.table(table)} indexed by ${sql.id(`${table}_sort_idx`)}
      where ${searchTextContains(db, table, term)}
      order by sort_key, id limit ${PAGE_SIZE} offset ${pageOffset(page)}`.execute(db);
    return rows.map((r) => r.id);
  }
  let query = db
    .selectFrom(asProducts(table))
    .select("id")
    .orderBy("sort_key")
    .orderBy("id")
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  if (term) query = query.where(searchTextContains(db, table, term));
  else if (onlyActive) query = query.where("is_active", "=", 1);
  return (await query.execute()).map((r) => r.id);
}
