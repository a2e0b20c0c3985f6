import type { Db } from "./connection";
import { isPostgres } from "./dialect";

/**
 * Serializes writers that read-then-write stock figures of these products (sales reserving,
 * pickings dispatching). PostgreSQL: row locks on the product rows, always taken in id order so two
 * transactions never deadlock. SQLite: its single writer already serializes transactions.
 */
export async function lockProducts(trx: Db, productIds: string[]): Promise<void> {
  if (!isPostgres(trx) || productIds.length === 0) return;
  const ids = [...new Set(productIds)].sort();
  // A chunk at a time, the chunks in order: the whole set is still taken in id order, and a statement
  // stays under PostgreSQL's 65,535 parameters (a count applying 100,000 lines locks that many).
  for (let start = 0; start < ids.length; start += LOCK_CHUNK) {
    const chunk = ids.slice(start, start + LOCK_CHUNK);
    await trx.selectFrom("products").select("id").where("id", "in", chunk).orderBy("id").forUpdate().execute();
  }
}

/** Products locked per statement. */
const LOCK_CHUNK = 5_000;
