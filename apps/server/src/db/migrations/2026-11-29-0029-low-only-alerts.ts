import { type Kysely, sql } from "kysely";

/**
 * 'Stock bajo' without 'Agotados' (issue 32: the tabs do not overlap). The low indexes of migration 0022 hold
 * every row at or below its minimum, the out-of-stock ones included; reading 'Stock bajo' through them checks
 * each entry's out_gap in its table row, and at a million products most of that range is out of stock (the
 * large data set: ~20 ms a page on SQLite). These partial indexes hold only what is low and not out, the
 * predicate alerts.repository.ts's low level reads (`low_gap is not null and out_gap is null`). The old ones
 * stay: the purchase suggestions and the badge read low and out together.
 */
const INDEXES = [
  `create index products_low_only_idx on products (low_gap, id)
   where low_gap is not null and out_gap is null`,
  `create index warehouse_stock_low_only_idx on warehouse_stock (low_gap, product_id, warehouse_id)
   where low_gap is not null and out_gap is null`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of INDEXES) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("warehouse_stock_low_only_idx").execute();
  await db.schema.dropIndex("products_low_only_idx").execute();
}
