import { isPostgres } from "../../../db/dialect";
import { lockProducts } from "../../../db/locks";
import type { StockTransaction } from "../../idempotency/idempotent-transaction";
import * as products from "../../products/products.repository";

/**
 * Locks the products with these SKUs (those that exist), all of them in id order: their ids are read
 * first, then locked by lockProducts, which takes the whole set in the order every stock writer takes
 * products (db/locks.ts). Read in chunks of SKU_CHUNK: a 20,000-row file is 4 statements, not 40 (at
 * the import's batch size of 500, the lock phase's 80 round trips were ~0.4 s of a PostgreSQL apply).
 */
export async function lockProductsOfSkus(trx: StockTransaction, skus: readonly string[]): Promise<void> {
  // SQLite's one writer already serializes every stock writer (lockProducts does nothing there).
  if (!isPostgres(trx)) return;
  const unique = [...new Set(skus)];
  const ids: string[] = [];
  for (let start = 0; start < unique.length; start += SKU_CHUNK)
    ids.push(...(await products.productsBySkus(trx, unique.slice(start, start + SKU_CHUNK))).map((p) => p.id));
  await lockProducts(trx, ids);
}

/** SKUs read per statement: well under PostgreSQL's 65,535 parameters. */
const SKU_CHUNK = 5_000;
