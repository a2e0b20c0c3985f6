import type { Db } from "../../db/connection";

/**
 * The dashboard's charts (GET /api/dashboard/charts): per business day, the sales (sales_daily, kept
 * with each sale, migration 0020) and the movements by type (ledger_daily, kept with each stock change,
 * migration 0019), both summed over their shards. 30 days are at most 30 × employees and 30 × types rows.
 */

export async function salesPerDay(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom("sales_daily")
    .select((eb) => [
      "day",
      eb.fn.sum<number>("sales").as("sales"),
      eb.fn.sum<number>("amount_cents").as("amount_cents"),
    ])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("day")
    .execute();
  return rows.map((row) => ({
    day: row.day,
    sales: Number(row.sales ?? 0),
    amount_cents: Number(row.amount_cents ?? 0),
  }));
}

export async function movementsPerDay(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom("ledger_daily")
    .select((eb) => ["day", "type", eb.fn.sum<number>("movements").as("movements")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["day", "type"])
    .execute();
  return rows.map((row) => ({ day: row.day, type: row.type, movements: Number(row.movements ?? 0) }));
}
