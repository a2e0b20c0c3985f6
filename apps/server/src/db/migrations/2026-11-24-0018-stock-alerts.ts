import { type Kysely, sql } from "kysely";
import { createProductStockTriggers } from "./2026-11-22-0009-product-stock";
import type { MigrationContext } from "./context";
import { isPostgres } from "./dialect";
import { dropTriggers } from "./drop-triggers";
import { businessTodayIn } from "./frozen/2026-11-24-business-date";

/**
 * Stock alerts (issue 19; docs/decisions/0016-stock-alerts.md). What the alert lists need, kept so a
 * list is an index range instead of a pass over a million products:
 *
 * - products.reserved: what pending picking requests still need (kept by withdrawals.repository.ts in
 *   the transactions that open, fulfil or cancel requests);
 * - lots.expired: 1 when the lot's expiration date is before the business's today as of the last
 *   expiry sync (inventory/expiry-sync.ts flips only the lots whose day came);
 * - products.expired_stock and warehouse_stock (per product and warehouse: stock, expired_stock and the
 *   warehouse's stock levels), kept by the lot triggers that already kept products.stock, which this
 *   migration replaces;
 * - partial indexes: the low and out expressions (per product and per warehouse), the lots by
 *   expiration date, the lots whose expired flag the sync may have to change.
 * - permission alerts:read for the seeded roles that read inventory.
 */
const STOCK_TRIGGERS = ["ai", "ad", "au", "moved"];

export async function up(db: Kysely<any>, { businessTimeZone }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("reserved", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("products")
    .addColumn("expired_stock", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("lots")
    .addColumn("expired", "integer", (col) => col.notNull().defaultTo(0).check(sql`expired in (0, 1)`))
    .execute();
  await db.schema
    .createTable("warehouse_stock")
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("warehouse_id", "text", (col) => col.notNull().references("warehouses.id"))
    .addColumn("stock", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("expired_stock", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("min_stock", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("max_stock", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("warehouse_stock_pk", ["product_id", "warehouse_id"])
    .execute();

  await dropTriggers(
    db,
    "lots",
    "lots_product_stock",
    STOCK_TRIGGERS.map((suffix) => `lots_product_stock_${suffix}`),
  );
  await fill(db, businessTodayIn(businessTimeZone));
  await createStockTriggers(db);

  await createLevelIndexes(db);
  await sql`create index lots_expiry_idx on lots (expiration_date, id)
            where quantity > 0 and expiration_date is not null`.execute(db);
  await sql`create index lots_expiry_by_warehouse_idx on lots (warehouse_id, expiration_date, id)
            where quantity > 0 and expiration_date is not null`.execute(db);
  // Per product, the dates of its lots holding stock: a product page's "expiring" badge without lot rows.
  await sql`create index lots_dated_stock_idx on lots (product_id, expiration_date)
            where quantity > 0 and expiration_date is not null`.execute(db);
  await sql`create index lots_expiry_sync_idx on lots (expired, expiration_date)
            where expiration_date is not null`.execute(db);

  await sql`insert into role_permissions (role_id, permission)
            select r.id, 'alerts:read' from roles r
            where r.name in ('vendedor', 'bodeguero')
              and exists (select 1 from role_permissions rp where rp.role_id = r.id and rp.permission = 'inventory:read')
              and not exists (select 1 from role_permissions rp where rp.role_id = r.id and rp.permission = 'alerts:read')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [name] of LEVEL_STATISTICS) await sql.raw(`drop statistics ${name}`).execute(db);
  }
  await sql`delete from role_permissions where permission = 'alerts:read'`.execute(db);
  await sql`delete from employee_permissions where permission = 'alerts:read'`.execute(db);
  for (const index of [
    "products_low_idx",
    "products_out_idx",
    "lots_expiry_idx",
    "lots_expiry_by_warehouse_idx",
    "lots_dated_stock_idx",
    "lots_expiry_sync_idx",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await dropTriggers(
    db,
    "lots",
    "lots_stock_totals",
    STOCK_TRIGGERS.map((suffix) => `lots_stock_totals_${suffix}`),
  );
  await db.schema.dropTable("warehouse_stock").execute();
  await db.schema.alterTable("lots").dropColumn("expired").execute();
  await db.schema.alterTable("products").dropColumn("expired_stock").execute();
  await db.schema.alterTable("products").dropColumn("reserved").execute();
  // Back to migration 0009's triggers, which only kept products.stock.
  await createProductStockTriggers(db);
}

/**
 * The low and out lists' partial indexes on expressions of the kept figures. Only active products
 * raise alerts: a deleted one is out of the products' indexes altogether. On PostgreSQL each index
 * carries the columns its expression reads (INCLUDE), so a count is an index-only scan, and each
 * expression has statistics of its own: the planner ignores a partial index's expression statistics
 * and guessed a third of the table below zero, so it chose to scan every product (0.6 s a count).
 */
async function createLevelIndexes(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const productColumns = pg ? sql`include (stock, expired_stock, reserved, min_stock, is_active)` : sql``;
  const warehouseColumns = pg ? sql`include (stock, expired_stock, min_stock)` : sql``;
  await sql`create index products_low_idx on products ((stock - expired_stock - reserved - min_stock), id)
            ${productColumns} where is_active = 1 and min_stock > 0`.execute(db);
  await sql`create index products_out_idx on products ((stock - expired_stock - reserved), id)
            ${productColumns} where is_active = 1 and (min_stock > 0 or reserved > 0)`.execute(db);
  await sql`create index warehouse_stock_low_idx on warehouse_stock ((stock - expired_stock - min_stock), product_id, warehouse_id)
            ${warehouseColumns} where min_stock > 0`.execute(db);
  await sql`create index warehouse_stock_out_idx on warehouse_stock ((stock - expired_stock), product_id, warehouse_id)
            ${warehouseColumns} where min_stock > 0`.execute(db);
  if (!pg) return;
  for (const [name, expression, table] of LEVEL_STATISTICS) {
    await sql.raw(`create statistics ${name} on (${expression}) from ${table}`).execute(db);
  }
  await sql`analyze products`.execute(db);
  await sql`analyze warehouse_stock`.execute(db);
}

const LEVEL_STATISTICS = [
  ["products_low_stats", "stock - expired_stock - reserved - min_stock", "products"],
  ["products_out_stats", "stock - expired_stock - reserved", "products"],
  ["warehouse_stock_low_stats", "stock - expired_stock - min_stock", "warehouse_stock"],
  ["warehouse_stock_out_stats", "stock - expired_stock", "warehouse_stock"],
] as const;

/** The kept figures from the rows as they are (the app's own copy: db/maintenance/stock-alert-figures.ts). */
export async function fill(db: Kysely<any>, today: string): Promise<void> {
  await sql`update lots set expired = case when expiration_date < ${today} then 1 else 0 end
            where expired <> case when expiration_date < ${today} then 1 else 0 end`.execute(db);
  await sql`update products set reserved = s.reserved
            from (select wi.product_id, sum(wi.requested_quantity - wi.fulfilled_quantity) as reserved
                  from withdrawal_items wi join withdrawals w on w.id = wi.withdrawal_id
                  where w.status = 'PENDING' group by wi.product_id) as s
            where s.product_id = products.id and products.reserved <> s.reserved`.execute(db);
  await sql`update products set expired_stock = s.expired
            from (select product_id, sum(quantity) as expired from lots where expired = 1 group by product_id) as s
            where s.product_id = products.id and products.expired_stock <> s.expired`.execute(db);
  await sql`delete from warehouse_stock`.execute(db);
  // A warehouse's levels: the highest its lots were given; none for a deleted product.
  await sql`insert into warehouse_stock (product_id, warehouse_id, stock, expired_stock, min_stock, max_stock)
            select l.product_id, l.warehouse_id, sum(l.quantity), sum(l.quantity * l.expired),
              max(l.min_stock) * p.is_active, max(l.max_stock) * p.is_active
            from lots l join products p on p.id = l.product_id
            group by l.product_id, l.warehouse_id, p.is_active`.execute(db);
}

/** A lot's contribution to its product's and warehouse's totals, added (+) or removed (-). */
const apply = (row: "new" | "old", sign: "+" | "-") => `
  update products set stock = stock ${sign} ${row}.quantity,
    expired_stock = expired_stock ${sign} ${row}.quantity * ${row}.expired
  where id = ${row}.product_id;
  update warehouse_stock set stock = stock ${sign} ${row}.quantity,
    expired_stock = expired_stock ${sign} ${row}.quantity * ${row}.expired
  where product_id = ${row}.product_id and warehouse_id = ${row}.warehouse_id`;

/** A lot that keeps its product and warehouse: one update of each total by the difference. */
const applyDifference = `
  update products set stock = stock + new.quantity - old.quantity,
    expired_stock = expired_stock + new.quantity * new.expired - old.quantity * old.expired
  where id = new.product_id;
  update warehouse_stock set stock = stock + new.quantity - old.quantity,
    expired_stock = expired_stock + new.quantity * new.expired - old.quantity * old.expired
  where product_id = new.product_id and warehouse_id = new.warehouse_id`;

/** The warehouse row a new lot's contribution lands in: created (empty, no levels) when missing. */
const ensureWarehouseRow = `insert into warehouse_stock (product_id, warehouse_id) values (new.product_id, new.warehouse_id)
  on conflict (product_id, warehouse_id) do nothing`;

/**
 * Triggers on lots keep products.stock, products.expired_stock and warehouse_stock in the stock
 * change's own transaction, whatever the write path (decision 0010). Every writer locks the product
 * row first, so the rows they update are taken in the usual product → lot order.
 */
async function createStockTriggers(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(`create function lots_stock_totals() returns trigger language plpgsql as $$
            begin
              if tg_op = 'UPDATE' and new.product_id = old.product_id and new.warehouse_id = old.warehouse_id then
                if new.quantity <> old.quantity or new.expired <> old.expired then ${applyDifference}; end if;
                return null;
              end if;
              if tg_op <> 'INSERT' then ${apply("old", "-")}; end if;
              if tg_op <> 'DELETE' then ${ensureWarehouseRow}; ${apply("new", "+")}; end if;
              return null;
            end $$`)
      .execute(db);
    await sql
      .raw(`create trigger lots_stock_totals
            after insert or delete or update of quantity, expired, product_id, warehouse_id on lots
            for each row execute function lots_stock_totals()`)
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger lots_stock_totals_ai after insert on lots begin ${ensureWarehouseRow}; ${apply("new", "+")}; end`,
    )
    .execute(db);
  await sql.raw(`create trigger lots_stock_totals_ad after delete on lots begin ${apply("old", "-")}; end`).execute(db);
  await sql
    .raw(`create trigger lots_stock_totals_au after update of quantity, expired on lots
          when new.product_id = old.product_id and new.warehouse_id = old.warehouse_id
            and (new.quantity <> old.quantity or new.expired <> old.expired)
          begin ${applyDifference}; end`)
    .execute(db);
  await sql
    .raw(`create trigger lots_stock_totals_moved after update of product_id, warehouse_id on lots
          when new.product_id <> old.product_id or new.warehouse_id <> old.warehouse_id
          begin ${apply("old", "-")}; ${ensureWarehouseRow}; ${apply("new", "+")}; end`)
    .execute(db);
}
