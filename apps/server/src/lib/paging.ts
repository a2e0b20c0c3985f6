import { PAGE_SIZE } from "@inventario/shared/constants";

export const pageOffset = (page: number) => (page - 1) * PAGE_SIZE;

export function paged<T>(data: T[], page: number, total: number) {
  return { data, page, total_pages: Math.ceil(total / PAGE_SIZE), total };
}

/** The query of a list paged by keyset: `?page=N`, or the rows after the id `after` (then page is 1). */
export type KeysetQuery = { page: number; after?: string | undefined };

/** A list's size: exact, or stopped at its cap (`capped`). */
export type CappedSize = { total: number; capped: boolean };

/**
 * A page of a list paged by keyset (shared cappedPageSchema; docs/decisions/0008-list-counts.md).
 * `count()` answers its size, exact or stopped at its cap (`capped`); `rows(limit, offset)` reads the list
 * in its order, after `after` when given. `?page=N` reaches the counted rows by offset; past them a page
 * is empty, as past any list's end (deeper pages come by `?after=`). One row more than a page is read,
 * so a list ending exactly on a page boundary offers no next_after leading to an empty page. A first page
 * that holds the whole list is its own count: the count is not run (a record's short history, a narrow
 * filter), as counting costs more than the page when the list is long and nothing when it is not.
 */
export async function cappedPage<T extends { id: string }>(
  { page, after }: KeysetQuery,
  { count, rows }: { count: () => Promise<CappedSize>; rows: (limit: number, offset: number) => Promise<T[]> },
) {
  const offset = after === undefined ? pageOffset(page) : 0;
  let size: CappedSize | undefined;
  if (offset > 0) size = await count();
  const read = size && offset >= size.total ? [] : await rows(PAGE_SIZE + 1, offset);
  if (!size)
    size = after === undefined && read.length <= PAGE_SIZE ? { total: read.length, capped: false } : await count();
  const data = read.slice(0, PAGE_SIZE);
  const next_after = read.length > PAGE_SIZE ? (data.at(-1)?.id ?? null) : null;
  return { ...paged(data, page, size.total), total_capped: size.capped, next_after };
}
