import type { Kysely } from "kysely";
import { createSearchIndex, dropSearchIndex } from "./search-index";

/**
 * The sales history is searched through its clients (decision 0015): the clients whose text holds the
 * term (the clients list keeps those matches), then their sales through sales_client_idx. Searching
 * each sale's own text (migration 0016's index) meant matching over a million rows for a common name,
 * again after every sale. That index goes; sales.search_text stays as the sale's record of its number
 * and its client's text at the time, unindexed (dropping the column would also mean recreating the
 * sales list's triggers, which name it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("sales_client_idx").on("sales").columns(["client_id", "id"]).execute();
  await dropSearchIndex(db, "sales");
}

export async function down(db: Kysely<any>): Promise<void> {
  await createSearchIndex(db, "sales");
  await db.schema.dropIndex("sales_client_idx").execute();
}
