import { isPostgres } from "../../../db/dialect";
import { lockProducts } from "../../../db/locks";
import type { StockTransaction } from "../../idempotency/idempotent-transaction";
import * as products from "../../products/products.repository";
import { IMPORT_BATCH_ROWS } from "../import-target";

/**
 * Locks the products with these SKUs (those that exist), all of them in id order: their ids are read
 * first, then locked a chunk at a time, the chunks in order (lockProducts sorts within a call), so the
 * whole set is taken in the order every stock writer takes products (db/locks.ts).
 */
export async function lockProductsOfSkus(trx: StockTransaction, skus: readonly string[]): Promise<void> {
  // SQLite's one writer already serializes every stock writer (lockProducts does nothing there).
  if (!isPostgres(trx)) return;
  const unique = [...new Set(skus)];
  const ids: string[] = [];
  for (let start = 0; start < unique.length; start += IMPORT_BATCH_ROWS)
    ids.push(...(await products.productsBySkus(trx, unique.slice(start, start + IMPORT_BATCH_ROWS))).map((p) => p.id));
  ids.sort();
  for (let start = 0; start < ids.length; start += IMPORT_BATCH_ROWS)
    await lockProducts(trx, ids.slice(start, start + IMPORT_BATCH_ROWS));
}
