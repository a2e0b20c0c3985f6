import { setImmediate as nextTurn } from "node:timers/promises";
import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import type { Shortage } from "@inventario/shared/inventory";
import type { Db } from "../../db/connection";
import { productNames } from "../products/products.repository";
import { pendingNeeds } from "../withdrawals/withdrawals.repository";
import { productAvailability } from "./availability.repository";

/**
 * What a stock change would leave short (issue 33): for each product whose sellable stock it lowers by
 * `change` (units, negative), whether what stays sellable still covers what its pending picking requests
 * need; when it does not, by how much, and which requests (oldest first, the order picking fills them)
 * could no longer be fully dispatched — their sales' numbers. Reality wins (the units are gone); this is
 * what the reviewer or the clerk confirms knowingly.
 */
export async function shortagesAfter(db: Db, changes: Map<string, number>, today: string): Promise<Shortage[]> {
  const lowered = [...changes].filter(([, change]) => change < 0).map(([id]) => id);
  if (lowered.length === 0) return [];
  const shortages: Shortage[] = [];
  for (let start = 0; start < lowered.length; start += 1_000, await nextTurn()) {
    const ids = lowered.slice(start, start + 1_000);
    const rows = await productAvailability(db, ids, today);
    // What stays sellable: a lot never goes below zero, so neither does the product's sellable stock.
    const sellableAfter = (row: (typeof rows)[number]) =>
      Math.max(0, Number(row.sellable ?? 0) + (changes.get(row.id) ?? 0));
    const short = rows.filter((row) => sellableAfter(row) < Number(row.reserved));
    if (short.length === 0) continue;
    const shortIds = short.map((row) => row.id);
    const [needs, products] = await Promise.all([pendingNeeds(db, shortIds), productNames(db, shortIds)]);
    const skuOf = new Map(products.map((product) => [product.id, product.sku]));
    for (const row of short) {
      // What stays sellable goes to the oldest requests first; the first one it cannot cover and every
      // later one are short.
      let left = sellableAfter(row);
      const sales: string[] = [];
      for (const need of needs.filter((n) => n.product_id === row.id)) {
        const remaining = Number(need.remaining);
        if (left >= remaining) left -= remaining;
        else {
          left = 0;
          sales.push(formatDocumentNumber("sale", Number(need.number)));
        }
      }
      shortages.push({
        product: { id: row.id, name: row.name, sku: skuOf.get(row.id) ?? "" },
        short: Number(row.reserved) - sellableAfter(row),
        sales,
      });
    }
  }
  return shortages;
}
