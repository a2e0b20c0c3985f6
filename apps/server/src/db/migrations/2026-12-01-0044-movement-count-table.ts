import { type Kysely, sql } from "kysely";
import { createMovementCountTrigger } from "./2026-11-22-0008-movement-counts";
import { countMovementsPerStatement } from "./2026-11-30-0043-statement-stock-triggers";
import { isPostgres } from "./dialect";
import { dropTriggers } from "./drop-triggers";
import { rebuildSqliteTable } from "./sqlite-rebuild";

/**
 * Each product's ledger row count moves from products.movement_count to a table of its own,
 * product_movement_counts (a row per product with movements; none means 0), kept by the same triggers.
 *
 * A bulk stock write (an import's opening stock, issue 31) updated every product row twice per batch on
 * PostgreSQL: its stock (the lot triggers), then its movement count. A product row is wide and indexed
 * many ways (search, sort, alerts), and the second new version rarely fits its page, so each became a
 * full update with a new entry in every index: 0.7–1.3 s of a 20,000-row opening stock's 6–11 s in the
 * trigger alone. The count's own narrow row costs one primary-key entry: 0.1–0.2 s (decision 0035). Single
 * writes (a sale, an entry) add one to the count as before.
 *
 * No foreign key to products: its rows come only from these triggers, for movements whose own foreign key
 * checked the product, and a product with movements is never deleted; the key would be one more check
 * per new product's first movement (20,000 in an opening stock) that can never fail.
 */
const BULK = "current_setting('inventario.bulk_stock', true) is not distinct from 'on'";

const ADD_ONE = `insert into product_movement_counts (product_id, movement_count) values (new.product_id, 1)
  on conflict (product_id) do update set movement_count = product_movement_counts.movement_count + 1`;

const PG_ROW_FUNCTION = `
  create function movements_count_product() returns trigger language plpgsql as $$
  begin ${ADD_ONE}; return null; end $$`;

const PG_STATEMENT_FUNCTION = `
  create function movements_count_products() returns trigger language plpgsql as $$
  begin
    if not ${BULK} then return null; end if;
    insert into product_movement_counts (product_id, movement_count)
    select product_id, count(*) from new_movements group by product_id
    on conflict (product_id) do update
      set movement_count = product_movement_counts.movement_count + excluded.movement_count;
    return null;
  end $$`;

/** products as migration 0043 left it on SQLite, to put movement_count back in its place on the way down. */
const SQLITE_PRODUCTS_0043 = `("id" text primary key, "name" text not null, "description" text not null, "category" text not null, "sku" text not null unique, "image_url" text, "price_cents" bigint not null check (price_cents >= 0), "min_stock" integer default 0 not null, "max_stock" integer default 0 not null, "is_active" integer default 1 not null check (is_active in (0, 1)), "search_text" text not null, "sort_key" text not null, "created_at" text not null, "updated_at" text not null, "movement_count" integer default 0 not null, "stock" bigint default 0 not null, "reserved" bigint default 0 not null, "expired_stock" bigint default 0 not null, low_gap bigint generated always as (case when is_active = 1 and min_stock > 0 and stock - expired_stock - reserved - min_stock <= 0 then stock - expired_stock - reserved - min_stock end) virtual, out_gap bigint generated always as (case when is_active = 1 and (min_stock > 0 or reserved > 0) and stock - expired_stock - reserved <= 0 then stock - expired_stock - reserved end) virtual, "on_order" bigint default 0 not null, "tax_class" text default 'IVA_19' not null check (tax_class in ('IVA_19', 'IVA_5', 'EXENTO', 'EXCLUIDO')))`;

/**
 * The columns of products both sides have (the generated ones are computed, never copied), and the
 * rowid, which the search index (an FTS5 table on products' content) knows each row by.
 */
const SQLITE_PRODUCTS_COPIED = [
  "rowid",
  "id",
  "name",
  "description",
  "category",
  "sku",
  "image_url",
  "price_cents",
  "min_stock",
  "max_stock",
  "is_active",
  "search_text",
  "sort_key",
  "created_at",
  "updated_at",
  "stock",
  "reserved",
  "expired_stock",
  "on_order",
  "tax_class",
];

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite migrations run outside a transaction (sqlite-rebuild.ts): one here, so that a crash leaves the
  // count where it was.
  if (isPostgres(db)) await moveCountToItsTable(db);
  else await db.transaction().execute(moveCountToItsTable);
}

async function moveCountToItsTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("product_movement_counts")
    .addColumn("product_id", "text", (col) => col.primaryKey())
    .addColumn("movement_count", "integer", (col) => col.notNull())
    .execute();
  // The old triggers go first: dropping them locks the ledger until the migration commits, so no movement
  // can add to the old column after its counts were copied.
  await dropTriggers(db, "movements", "movements_count_products");
  await dropTriggers(db, "movements", "movements_count_product");
  await sql`insert into product_movement_counts (product_id, movement_count)
            select id, movement_count from products where movement_count > 0`.execute(db);
  if (isPostgres(db)) {
    await sql.raw(PG_ROW_FUNCTION).execute(db);
    await sql
      .raw(`create trigger movements_count_product after insert on movements
            for each row when (not ${BULK}) execute function movements_count_product()`)
      .execute(db);
    await sql.raw(PG_STATEMENT_FUNCTION).execute(db);
    await sql
      .raw(`create trigger movements_count_products after insert on movements referencing new table as new_movements
            for each statement execute function movements_count_products()`)
      .execute(db);
  } else {
    await sql.raw(`create trigger movements_count_product after insert on movements begin ${ADD_ONE}; end`).execute(db);
  }
  await db.schema.alterTable("products").dropColumn("movement_count").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const restoreCounts = async (trx: Kysely<any>) => {
    await dropTriggers(trx, "movements", "movements_count_products");
    await dropTriggers(trx, "movements", "movements_count_product");
    await sql`update products set movement_count = c.movement_count
              from product_movement_counts c where c.product_id = products.id`.execute(trx);
    await trx.schema.dropTable("product_movement_counts").execute();
    await createMovementCountTrigger(trx);
  };
  if (isPostgres(db)) {
    await db.schema
      .alterTable("products")
      .addColumn("movement_count", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await restoreCounts(db);
    await countMovementsPerStatement(db);
    return;
  }
  // SQLite adds a column at the end of the table: rebuilt instead, with the column where 0008 put it.
  await rebuildSqliteTable(
    db,
    "products",
    SQLITE_PRODUCTS_0043,
    async (trx, rebuild) => {
      await rebuild();
      await restoreCounts(trx);
    },
    SQLITE_PRODUCTS_COPIED,
  );
}
