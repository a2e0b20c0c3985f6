import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * A warehouse's ledger in time order, with each row's type and value (issue 20): a warehouse's inventory
 * value at a date is the sum of its rows' signed values before that date's end, one index range
 * (≈ 50,000 entries per warehouse at the large size) instead of a balance lookup per product it has held
 * (≈ 11,000 index seeks, about a second). Covering on both databases, so the table is never read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index movements_warehouse_value_idx on movements (warehouse_id, id) include (type, value_cents)`.execute(
      db,
    );
  } else {
    await sql`create index movements_warehouse_value_idx on movements (warehouse_id, id, type, value_cents)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("movements_warehouse_value_idx").execute();
}
