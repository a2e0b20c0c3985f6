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
  await trx.selectFrom("products").select("id").where("id", "in", ids).orderBy("id").forUpdate().execute();
}
