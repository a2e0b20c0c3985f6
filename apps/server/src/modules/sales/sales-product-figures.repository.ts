import { type QueryCreator, sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import type { Database } from "../../db/types";
import { businessDateOf } from "../../lib/business-date";

/** What a sale line adds to (or, cancelled, takes from) its product's kept figures. */
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
 * Adds a sale's lines (sign 1) or takes a cancelled sale's lines away (sign -1) in the kept figures of
 * their products (migration 0024; docs/decisions/0023-sales-by-product.md): the product's row of the sale's
 * business day in sales_product_daily, and its row in sales_product_totals, in the caller's transaction. A
 * row left with no sale is deleted, so every row counts at least one sale. No shards: the caller holds
 * these products' row locks already (a sale locks its products, a cancellation changes their
 * reservation), so no other writer waits on these rows.
 */
export async function countProductSales(trx: Db, createdAt: string, lines: ProductSaleLine[], sign: 1 | -1) {
  const products = perProduct(lines);
  if (products.length === 0) return;
  const day = businessDateOf(createdAt);
  const rows = products.map(([product_id, figures]) => ({
    product_id,
    sales: sign * figures.sales,
    units: sign * figures.units,
    amount_cents: sign * figures.amount_cents,
  }));
  const ids = products.map(([id]) => id);
  const daily = (db: QueryCreator<Database>) =>
    db
      .insertInto("sales_product_daily")
      .values(rows.map((row) => ({ day, ...row })))
      .onConflict((oc) =>
        oc.columns(["day", "product_id"]).doUpdateSet({
          sales: sql`sales_product_daily.sales + excluded.sales`,
          units: sql`sales_product_daily.units + excluded.units`,
          amount_cents: sql`sales_product_daily.amount_cents + excluded.amount_cents`,
        }),
      );
  const totals = (db: QueryCreator<Database>) =>
    db
      .insertInto("sales_product_totals")
      .values(rows)
      .onConflict((oc) =>
        oc.column("product_id").doUpdateSet({
          sales: sql`sales_product_totals.sales + excluded.sales`,
          units: sql`sales_product_totals.units + excluded.units`,
          amount_cents: sql`sales_product_totals.amount_cents + excluded.amount_cents`,
        }),
      );
  // PostgreSQL: both in one statement (a data-modifying WITH), one round trip in every sale; SQLite runs
  // statements in the process, where a second one costs microseconds.
  if (isPostgres(trx)) await sql`with daily as (${daily(trx)}) ${totals(trx)}`.execute(trx);
  else {
    await daily(trx).execute();
    await totals(trx).execute();
  }
  if (sign > 0) return;
  await trx
    .deleteFrom("sales_product_daily")
    .where("day", "=", day)
    .where("product_id", "in", ids)
    .where("sales", "<=", 0)
    .execute();
  await trx.deleteFrom("sales_product_totals").where("product_id", "in", ids).where("sales", "<=", 0).execute();
}
