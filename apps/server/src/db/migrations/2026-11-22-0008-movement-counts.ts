import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { dropTriggers } from "./drop-triggers";

/**
 * Each product counts its ledger rows (products.movement_count), so its movement history pages
 * without counting 10k rows per request. A trigger keeps it in the movement's transaction; the
 * product row it updates is the one sales and pickings already lock first, and manual stock changes
 * lock it first too (db/locks.ts), so lock order stays product → lot everywhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("movement_count", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await createMovementCountTrigger(db);
  await recountMovements(db);
}

/** The trigger that counts each product's ledger rows; also how 0044's down() restores it. */
export async function createMovementCountTrigger(db: Kysely<any>): Promise<void> {
  const increment = "update products set movement_count = movement_count + 1 where id = new.product_id";
  if (isPostgres(db)) {
    await sql
      .raw(`create function movements_count_product() returns trigger language plpgsql as $$
            begin ${increment}; return null; end $$`)
      .execute(db);
    await sql
      .raw(`create trigger movements_count_product after insert on movements
            for each row execute function movements_count_product()`)
      .execute(db);
  } else {
    await sql
      .raw(`create trigger movements_count_product after insert on movements begin ${increment}; end`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, "movements", "movements_count_product");
  await db.schema.alterTable("products").dropColumn("movement_count").execute();
}

/**
 * Sets every product's count from the ledger: for existing data, and after a bulk load (one grouped
 * pass over the ledger, so it needs no index on movements).
 */
export async function recountMovements(db: Kysely<any>): Promise<void> {
  await sql`update products set movement_count = c.n
            from (select product_id, count(*) as n from movements group by product_id) as c
            where c.product_id = products.id and products.movement_count <> c.n`.execute(db);
}
