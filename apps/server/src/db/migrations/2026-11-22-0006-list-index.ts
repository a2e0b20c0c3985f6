import type { Kysely } from "kysely";
import { createListIndex, dropListIndex, type ListName } from "./list-index";

/** The lists that existed at this migration (their definitions are frozen in list-index.ts). */
const names: ListName[] = ["products", "clients", "employees", "withdrawals"];

/** Position index and version of the paged lists (docs/decisions/0008-list-counts.md). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("list_buckets")
    .addColumn("list", "text", (col) => col.notNull())
    .addColumn("lower_key", "text", (col) => col.notNull())
    .addColumn("lower_id", "text", (col) => col.notNull())
    .addColumn("row_count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("list_buckets_pk", ["list", "lower_key", "lower_id"])
    .execute();
  await db.schema
    .createTable("list_stats")
    .addColumn("list", "text", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull())
    .execute();
  for (const name of names) await createListIndex(db, name);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of names) await dropListIndex(db, name);
  await db.schema.dropTable("list_stats").execute();
  await db.schema.dropTable("list_buckets").execute();
}
