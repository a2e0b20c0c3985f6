import type { Database } from "../types";

/**
 * The paged lists whose position index (list_buckets) and version (list_stats) the database keeps
 * (docs/decisions/0008-list-counts.md). A list orders the rows of one table by `(sortKey, id)` — or by
 * `id` alone — and holds only the rows passing `counted`; its search (search-matches.ts) finds only
 * those too.
 */
type ListDefinition = {
  /** The table whose rows the list orders; it has `search_text` (and `sort_key` when sortKey says so). */
  table: keyof Database;
  /** Column ordering the list before `id`; null when `id` alone orders it. */
  sortKey: "sort_key" | null;
  /** Condition on a row (given its alias) for it to be in the list; null when every row is. */
  counted: ((row: string) => string) | null;
  /**
   * Whether a search reads the table's own search_text through its trigram index, which the list's
   * migration creates (`createSearchIndex`; list-search.test.ts checks it is there). False for a list
   * searched through another list's matches: the sales history, through its clients (decision 0015).
   */
  searchIndex: boolean;
};

/**
 * Every list by its name, the key of its rows in list_stats and list_buckets (migrations hold frozen
 * copies: adding a list is an entry here and a migration, docs/EXTENDING.md "Adding a paged list").
 */
export const LISTS = {
  // Inactive products leave the list and its search (their search_text is blanked as well, for the
  // searches of products outside the list: alerts, inventory value).
  products: {
    table: "products",
    sortKey: "sort_key",
    counted: (row: string) => `${row}.is_active = 1`,
    searchIndex: true,
  },
  clients: { table: "clients", sortKey: "sort_key", counted: null, searchIndex: true },
  employees: { table: "employees", sortKey: "sort_key", counted: null, searchIndex: true },
  withdrawals: { table: "withdrawals", sortKey: null, counted: null, searchIndex: true },
  // Migration 0016; the sales history is searched through its clients since migration 0017.
  sales: { table: "sales", sortKey: null, counted: null, searchIndex: false },
  transfers: { table: "transfers", sortKey: null, counted: null, searchIndex: true },
  // Migration 0028 (issue 32).
  purchase_orders: { table: "purchase_orders", sortKey: null, counted: null, searchIndex: true },
} as const satisfies Record<string, ListDefinition>;

/** A list's name: the key of its rows in list_stats and list_buckets. */
export type ListName = keyof typeof LISTS;

/** The table a list orders: a table name, never to be confused with a list's name (search-matches.ts). */
export type ListTable<T extends ListName = ListName> = (typeof LISTS)[T]["table"];

/** The tables searched by their search_text through a trigram index: the lists'. */
export type SearchableTable = ListTable;

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
