import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { dropTriggers } from "./drop-triggers";

/**
 * Each product keeps its total stock (products.stock = the sum of its lots' quantities), so a product
 * page reads one column per row instead of summing lots for each (a third of its statement's time).
 * Triggers on lots keep it in the stock change's own transaction, whatever the write path. The
 * product row they update is the one every stock change already locks first (db/locks.ts, sales,
 * pickings), so lock order stays product → lot.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("stock", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await createProductStockTriggers(db);
  await recountStock(db);
}

/** The triggers keeping products.stock; also what migration 0018's down() restores. */
export async function createProductStockTriggers(db: Kysely<any>): Promise<void> {
  const add = (row: "new" | "old", sign: "+" | "-") =>
    `update products set stock = stock ${sign} ${row}.quantity where id = ${row}.product_id`;
  if (isPostgres(db)) {
    await sql
      .raw(`create function lots_product_stock() returns trigger language plpgsql as $$
            begin
              if tg_op = 'UPDATE' and new.product_id = old.product_id then
                if new.quantity <> old.quantity then
                  update products set stock = stock + new.quantity - old.quantity where id = new.product_id;
                end if;
                return null;
              end if;
              if tg_op <> 'INSERT' then ${add("old", "-")}; end if;
              if tg_op <> 'DELETE' then ${add("new", "+")}; end if;
              return null;
            end $$`)
      .execute(db);
    await sql
      .raw(`create trigger lots_product_stock after insert or delete or update of quantity, product_id on lots
            for each row execute function lots_product_stock()`)
      .execute(db);
  } else {
    await sql
      .raw(`create trigger lots_product_stock_ai after insert on lots begin ${add("new", "+")}; end`)
      .execute(db);
    await sql
      .raw(`create trigger lots_product_stock_ad after delete on lots begin ${add("old", "-")}; end`)
      .execute(db);
    // As on PostgreSQL: one product update when the lot keeps its product, none when nothing changed.
    await sql
      .raw(`create trigger lots_product_stock_au after update of quantity on lots
            when new.product_id = old.product_id and new.quantity <> old.quantity
            begin update products set stock = stock + new.quantity - old.quantity where id = new.product_id; end`)
      .execute(db);
    await sql
      .raw(`create trigger lots_product_stock_moved after update of product_id on lots
            when new.product_id <> old.product_id
            begin ${add("old", "-")}; ${add("new", "+")}; end`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(
    db,
    "lots",
    "lots_product_stock",
    ["ai", "ad", "au", "moved"].map((suffix) => `lots_product_stock_${suffix}`),
  );
  await db.schema.alterTable("products").dropColumn("stock").execute();
}

/** Sets every product's stock from its lots: for existing data, and after a bulk load (one grouped pass). */
export async function recountStock(db: Kysely<any>): Promise<void> {
  await sql`update products set stock = s.total
            from (select product_id, sum(quantity) as total from lots group by product_id) as s
            where s.product_id = products.id and products.stock <> s.total`.execute(db);
}
