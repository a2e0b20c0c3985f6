import { sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { businessDateOf } from "../../lib/business-date";

/** PostgreSQL's sales_daily shards: per connection, as the pool's size is far below it. */
const SALES_DAILY_SHARDS = 32;

/** What one sale adds to (or, cancelled, takes from) its business day's row in sales_daily. */
export type SaleCount = {
  created_at: string;
  employee_id: string | null;
  total_cents: number;
  units: number;
};

/**
 * Adds a sale (sign 1) or takes a cancelled one away (sign -1) in its business day's row for its
 * employee, in the caller's transaction (migration 0020). PostgreSQL: each connection writes its own
 * shard, so concurrent sales never wait on one row; SQLite's single writer uses shard 0.
 */
export function countSale(trx: Db, sale: SaleCount, sign: 1 | -1) {
  const shard = isPostgres(trx) ? sql<number>`pg_backend_pid() % ${sql.lit(SALES_DAILY_SHARDS)}` : sql.lit(0);
  return trx
    .insertInto("sales_daily")
    .values({
      day: businessDateOf(sale.created_at),
      employee_id: sale.employee_id ?? "",
      shard,
      sales: sign,
      units: sign * sale.units,
      amount_cents: sign * sale.total_cents,
    })
    .onConflict((oc) =>
      oc.columns(["day", "employee_id", "shard"]).doUpdateSet({
        sales: sql`sales_daily.sales + excluded.sales`,
        units: sql`sales_daily.units + excluded.units`,
        amount_cents: sql`sales_daily.amount_cents + excluded.amount_cents`,
      }),
    )
    .execute();
}

/** A sale's figures as sales_daily counts them: its instant, employee, total and units. */
export const saleCount = (trx: Db, saleId: string) =>
  trx
    .selectFrom("sales as s")
    .select([
      "s.created_at",
      "s.employee_id",
      "s.total_cents",
      (eb) =>
        eb
          .selectFrom("sale_lines as l")
          .select((l) => l.fn.coalesce(l.fn.sum<number | string>("l.quantity"), sql<number>`0`).as("units"))
          .whereRef("l.sale_id", "=", "s.id")
          .as("units"),
    ])
    .where("s.id", "=", saleId)
    .executeTakeFirst();
