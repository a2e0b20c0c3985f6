import { sql } from "kysely";
import type { Db } from "../../db/connection";
import { businessDateOf } from "../../lib/business-date";

/** What a sale line adds to (or, cancelled, takes from) its product's row of the sale's business day. */
export type ProductSaleLine = { product_id: string; quantity: number; subtotal_cents: number };

/** Per product of the lines: how many lines hold it (a sale counts once per line), their units and subtotals. */
function perProduct(lines: ProductSaleLine[]) {
  const byProduct = new Map<string, { sales: number; units: number; amount_cents: number }>();
  for (const line of lines) {
    const figures = byProduct.get(line.product_id) ?? { sales: 0, units: 0, amount_cents: 0 };
    figures.sales += 1;
    figures.units += Number(line.quantity);
    figures.amount_cents += Number(line.subtotal_cents);
    byProduct.set(line.product_id, figures);
  }
  // In id order, the order every writer locks products in.
  return [...byProduct].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Adds a sale's lines (sign 1) or takes a cancelled sale's lines away (sign -1) in sales_product_daily,
 * the rows of their products on the sale's business day, in the caller's transaction (migration 0024;
 * docs/decisions/0023-sales-by-product.md). A row left with no sale is deleted, so every row counts at
 * least one sale. No shards: the caller holds these products' row locks already (a sale locks its
 * products, a cancellation changes their reservation), so no other writer waits on these rows.
 */
export async function countProductSales(trx: Db, createdAt: string, lines: ProductSaleLine[], sign: 1 | -1) {
  const products = perProduct(lines);
  if (products.length === 0) return;
  const day = businessDateOf(createdAt);
  await trx
    .insertInto("sales_product_daily")
    .values(
      products.map(([product_id, figures]) => ({
        product_id,
        day,
        sales: sign * figures.sales,
        units: sign * figures.units,
        amount_cents: sign * figures.amount_cents,
      })),
    )
    .onConflict((oc) =>
      oc.columns(["product_id", "day"]).doUpdateSet({
        sales: sql`sales_product_daily.sales + excluded.sales`,
        units: sql`sales_product_daily.units + excluded.units`,
        amount_cents: sql`sales_product_daily.amount_cents + excluded.amount_cents`,
      }),
    )
    .execute();
  if (sign < 0)
    await trx
      .deleteFrom("sales_product_daily")
      .where("day", "=", day)
      .where(
        "product_id",
        "in",
        products.map(([id]) => id),
      )
      .where("sales", "<=", 0)
      .execute();
}
