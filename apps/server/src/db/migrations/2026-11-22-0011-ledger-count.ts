import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { dropTriggers } from "./drop-triggers";

/** PostgreSQL's count is spread over this many rows (see up()). */
const LEDGER_COUNT_SHARDS = 64;

/**
 * The whole ledger's size (GET /movement without a product), kept so a page of it does not count
 * 10M rows (~200 ms on SQLite) each time. The count is the sum of ledger_count's rows.
 *
 * SQLite runs one writer at a time, so one row does. On PostgreSQL a single row would make every
 * stock change wait for the previous one's commit, so each connection counts into its own row
 * (backend pid modulo LEDGER_COUNT_SHARDS), and only at commit (a deferred trigger): a transaction
 * then touches one count row, after every lock it takes, so it can neither deadlock on it nor hold it
 * while it works. Two live connections sharing a row only take turns at commit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("ledger_count")
    .addColumn("shard", "integer", (col) => col.primaryKey())
    .addColumn("n", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  const shards = isPostgres(db) ? LEDGER_COUNT_SHARDS : 1;
  await db
    .insertInto("ledger_count")
    .values(Array.from({ length: shards }, (_, shard) => ({ shard, n: 0 })))
    .execute();
  if (isPostgres(db)) {
    await sql
      .raw(`create function movements_count_ledger() returns trigger language plpgsql as $$
            begin
              update ledger_count set n = n + 1 where shard = pg_backend_pid() % ${LEDGER_COUNT_SHARDS};
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
  await recountLedger(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, "movements", "movements_count_ledger");
  await db.schema.dropTable("ledger_count").execute();
}

/** Sets the count from the ledger: for existing data, and after a bulk load. */
export async function recountLedger(db: Kysely<any>): Promise<void> {
  await sql`update ledger_count
            set n = case when shard = 0 then (select count(*) from movements) else 0 end`.execute(db);
}
