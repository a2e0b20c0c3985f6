/**
 * The paged lists whose position index (list_buckets) and version (list_stats) the database keeps
 * (docs/decisions/0008-list-counts.md). A list orders the rows of one table by `(sortKey, id)` — or by
 * `id` alone — and holds only the rows passing `counted`.
 */
export type ListName = "products" | "clients" | "employees" | "withdrawals" | "sales" | "transfers";

type ListDefinition = {
  table: ListName;
  /** Column ordering the list before `id`; null when `id` alone orders it. */
  sortKey: "sort_key" | null;
  /** Condition on a row (given its alias) for it to be in the list; null when every row is. */
  counted: ((row: string) => string) | null;
};

export const LISTS: Record<ListName, ListDefinition> = {
  // Inactive products leave the list (and their search_text is blanked, so searches skip them too).
  products: { table: "products", sortKey: "sort_key", counted: (row) => `${row}.is_active = 1` },
  clients: { table: "clients", sortKey: "sort_key", counted: null },
  employees: { table: "employees", sortKey: "sort_key", counted: null },
  withdrawals: { table: "withdrawals", sortKey: null, counted: null },
  // Migration 0016.
  sales: { table: "sales", sortKey: null, counted: null },
  transfers: { table: "transfers", sortKey: null, counted: null },
};

/** A bucket is split once it holds more than this many rows; a rebuild fills them with half. */
export const BUCKET_MAX_ROWS = 512;
export const BUCKET_FILL_ROWS = BUCKET_MAX_ROWS / 2;

/** `(sort_key, id)` or `id`, for a row alias. */
export const keyOf = (list: ListDefinition, row: string) =>
  list.sortKey ? `(${row}.${list.sortKey}, ${row}.id)` : `${row}.id`;

export const countedWhere = (list: ListDefinition, row: string) => (list.counted ? list.counted(row) : "1 = 1");

/** The list's ORDER BY columns (ascending), for a row alias. */
export const orderOf = (list: ListDefinition, row: string) =>
  list.sortKey ? `${row}.${list.sortKey}, ${row}.id` : `${row}.id`;
