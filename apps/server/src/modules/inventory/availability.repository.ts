import { PAGE_SIZE } from "@inventario/shared/constants";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../db/connection";
import { type Arg, prepared } from "../../db/prepared";
import type { Database } from "../../db/types";
import { lotsPerWarehouse } from "./inventory.repository";

/**
 * What can be promised and picked (issue 19), defined once for sales, picking and alerts:
 *
 * - a lot is sellable on `today` unless its expiration date is before it (expired stock is not sold);
 * - a warehouse's sellable stock of a product is what its sellable lots hold;
 * - a product's available stock is what its sellable lots hold minus what pending picking requests
 *   still need (products.reserved: reservations are per product, not per warehouse).
 *
 * These read the lots themselves with the caller's `today`, so they are exact whether or not the
 * expiry flags the alert lists use (expiry sync) have caught up with the date yet.
 */
export const sellableLot = (eb: ExpressionBuilder<Database, "lots">, today: string) =>
  eb.or([eb("lots.expiration_date", "is", null), eb("lots.expiration_date", ">=", today)]);

/** Per product: its name and state, what its sellable lots hold and what is reserved. One statement. */
export function productAvailability(db: Db, productIds: string[], today: string) {
  return db
    .selectFrom("products as p")
    .select((eb) => [
      "p.id",
      "p.name",
      "p.is_active",
      "p.reserved",
      "p.tax_class",
      "p.price_cents",
      eb
        .selectFrom("lots")
        .select((lots) => lots.fn.coalesce(lots.fn.sum<number>("lots.quantity"), sql.lit(0)).as("sellable"))
        .whereRef("lots.product_id", "=", "p.id")
        .where((lots) => sellableLot(lots, today))
        .as("sellable"),
    ])
    .where("p.id", "in", productIds)
    .execute();
}

/** What a row of productAvailability can still promise. */
export const availableOf = (row: { sellable: number | string | null; reserved: number | string }) =>
  Number(row.sellable ?? 0) - Number(row.reserved);

/** Sellable stock per (product, warehouse) for these products, with warehouse names (only > 0). */
export function sellableByWarehouse(db: Db, productIds: string[], today: string) {
  return lotsPerWarehouse(db, productIds)
    .select(["warehouses.id as warehouse_id", "warehouses.name as warehouse_name"])
    .where("lots.quantity", ">", 0)
    .where((eb) => sellableLot(eb, today))
    .execute();
}

/** One seek per product of a page (PAGE_SIZE ids, padded with nulls: one statement shape, prepared). */
const nextExpirations = prepared((db, today: Arg<string>, ...ids: Array<Arg<string | null>>) =>
  db
    .selectFrom("lots")
    .select((eb) => ["lots.product_id", eb.fn.min<string>("lots.expiration_date").as("next")])
    .where(sql<boolean>`lots.product_id in (${sql.join(ids)})`)
    // A literal: a bound 1 does not prove the partial index's `has_stock = 1`, and the read fell back to
    // every lot row of the page's products.
    .where("lots.has_stock", "=", sql.lit(1))
    .where("lots.expiration_date", "is not", null)
    .where("lots.expiration_date", ">=", today)
    .groupBy("lots.product_id"),
);

/**
 * Per product of `productIds` (a page, ≤ PAGE_SIZE) with stock in a lot not expired on `today` that has
 * a date: the earliest such date (whether it is expiring soon). Answered from lots_dated_stock_idx alone
 * (product, date of the lots holding stock): a product page reads no lot rows.
 */
export function nextExpirationByProduct(db: Db, productIds: string[], today: string) {
  if (productIds.length > PAGE_SIZE) throw new Error(`nextExpirationByProduct(): at most ${PAGE_SIZE} ids`);
  const padded = Array.from({ length: PAGE_SIZE }, (_, i) => productIds[i] ?? null);
  return nextExpirations(db, today, ...padded);
}
