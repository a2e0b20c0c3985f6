import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { dropTriggers } from "./drop-triggers";

/**
 * Drops the whole ledger's kept size (ledger_count, migration 0011). It served only the whole-ledger
 * page without a product, an API-only view no screen calls, and cost a sharded, deferred count on every
 * stock change. That page now counts up to a cap instead (docs/decisions/0008-list-counts.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, "movements", "movements_count_ledger");
  await db.schema.dropTable("ledger_count").execute();
}

/** As 0011 left it: one count row on SQLite, 64 per-connection rows counted at commit on PostgreSQL. */
export async function down(db: Kysely<any>): Promise<void> {
  const shards = 64;
  await db.schema
    .createTable("ledger_count")
    .addColumn("shard", "integer", (col) => col.primaryKey())
    .addColumn("n", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto("ledger_count")
    .values(Array.from({ length: isPostgres(db) ? shards : 1 }, (_, shard) => ({ shard, n: 0 })))
    .execute();
  if (isPostgres(db)) {
    await sql
      .raw(`create function movements_count_ledger() returns trigger language plpgsql as $$
            begin
              update ledger_count set n = n + 1 where shard = pg_backend_pid() % ${shards};
              return null;
            end $$`)
      .execute(db);
    await sql
      .raw(`create constraint trigger movements_count_ledger after insert on movements
            deferrable initially deferred for each row execute function movements_count_ledger()`)
      .execute(db);
  } else {
    await sql
      .raw(`create trigger movements_count_ledger after insert on movements
            begin update ledger_count set n = n + 1 where shard = 0; end`)
      .execute(db);
  }
  await sql`update ledger_count
            set n = case when shard = 0 then (select count(*) from movements) else 0 end`.execute(db);
}
