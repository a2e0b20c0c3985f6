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
      const uncovered = uncoveredNeeds(
        sellableAfter(row),
        needs.filter((need) => need.product_id === row.id),
      );
      shortages.push({
        product: { id: row.id, name: row.name, sku: skuOf.get(row.id) ?? "" },
        short: Number(row.reserved) - sellableAfter(row),
        sales: uncovered.filter((need) => need.short > 0).map((need) => formatDocumentNumber("sale", need.number)),
      });
    }
  }
  return shortages;
}

/**
 * What stays sellable goes to the oldest requests first (the order picking fills them): each pending
 * need's units it cannot cover; the first need it cannot cover fully and every later one are short.
 */
function uncoveredNeeds(sellable: number, needs: ReadonlyArray<{ number: number | string; remaining: unknown }>) {
  let left = sellable;
  return needs.map((need) => {
    const remaining = Number(need.remaining);
    const covered = Math.min(left, remaining);
    left -= covered;
    return { number: Number(need.number), short: remaining - covered };
  });
}

/**
 * The units of a pending picking request (its number: its sale's) that the sellable stock cannot cover
 * now, per product, older requests served first: what a sale's detail says is short (issue 33).
 */
export async function requestShortages(
  db: Db,
  requestNumber: number,
  productIds: string[],
  today: string,
): Promise<Map<string, number>> {
  const short = new Map<string, number>();
  if (productIds.length === 0) return short;
  // Only a product whose sellable stock is below what is reserved has a request short: its needs alone
  // are read (a product can have thousands of pending requests).
  const rows = (await productAvailability(db, productIds, today)).filter(
    (row) => Number(row.sellable ?? 0) < Number(row.reserved),
  );
  if (rows.length === 0) return short;
  const needs = await pendingNeeds(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const uncovered = uncoveredNeeds(
      Number(row.sellable ?? 0),
      needs.filter((need) => need.product_id === row.id),
    );
    const mine = uncovered.find((need) => need.number === requestNumber);
    if (mine && mine.short > 0) short.set(row.id, mine.short);
  }
  return short;
}
