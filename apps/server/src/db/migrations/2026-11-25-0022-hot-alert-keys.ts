import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * Alert keys that stock changes leave alone (docs/decisions/0020-hot-stock-updates.md). PostgreSQL
 * updates a row in place ("HOT", no new entry in any index) only when no column an index reads changes
 * value. Migration 0018's alert indexes read the stock figures themselves — in their keys, INCLUDE
 * lists and `quantity > 0` predicates — so every sale, assignment and transfer wrote a new entry into
 * every index of lots (8), products (7, with the trigram index) and warehouse_stock (4).
 *
 * Now each of those indexes reads a generated column that changes only when the row enters, leaves or
 * moves within its alert list:
 * - lots.has_stock: 1 while the lot holds stock (the expiry lists and a product's next expiration);
 * - products/warehouse_stock.low_gap and .out_gap: the alert's gap while the row is in that alert,
 *   null otherwise — the conditions and expressions of 0018's indexes, folded into one column each.
 * Stored on PostgreSQL (it has no virtual columns), virtual on SQLite (no rows rewritten; SQLite's
 * indexes store the values they key on).
 */
const PRODUCT_LOW = "stock - expired_stock - reserved - min_stock";
const PRODUCT_OUT = "stock - expired_stock - reserved";
const WAREHOUSE_LOW = "stock - expired_stock - min_stock";
const WAREHOUSE_OUT = "stock - expired_stock";

/** Per table, its new columns: name, type and expression. */
const GENERATED_COLUMNS: Record<string, Array<[column: string, type: string, expression: string]>> = {
  lots: [["has_stock", "integer not null", "case when quantity > 0 then 1 else 0 end"]],
  products: [
    ["low_gap", "bigint", `case when is_active = 1 and min_stock > 0 and ${PRODUCT_LOW} <= 0 then ${PRODUCT_LOW} end`],
    [
      "out_gap",
      "bigint",
      `case when is_active = 1 and (min_stock > 0 or reserved > 0) and ${PRODUCT_OUT} <= 0 then ${PRODUCT_OUT} end`,
    ],
  ],
  warehouse_stock: [
    ["low_gap", "bigint", `case when min_stock > 0 and ${WAREHOUSE_LOW} <= 0 then ${WAREHOUSE_LOW} end`],
    ["out_gap", "bigint", `case when min_stock > 0 and ${WAREHOUSE_OUT} <= 0 then ${WAREHOUSE_OUT} end`],
  ],
};

const NEW_INDEXES = [
  "create index products_low_idx on products (low_gap, id) where low_gap is not null",
  "create index products_out_idx on products (out_gap, id) where out_gap is not null",
  "create index warehouse_stock_low_idx on warehouse_stock (low_gap, product_id, warehouse_id) where low_gap is not null",
  "create index warehouse_stock_out_idx on warehouse_stock (out_gap, product_id, warehouse_id) where out_gap is not null",
  "create index lots_expiry_idx on lots (expiration_date, id) where has_stock = 1 and expiration_date is not null",
  `create index lots_expiry_by_warehouse_idx on lots (warehouse_id, expiration_date, id)
   where has_stock = 1 and expiration_date is not null`,
  "create index lots_dated_stock_idx on lots (product_id, expiration_date) where has_stock = 1 and expiration_date is not null",
];
const INDEX_NAMES = NEW_INDEXES.map((statement) => statement.split(" ")[2]!);

/** Migration 0018's statistics on its index expressions: the planner now has the columns' own. */
const OLD_STATISTICS = [
  ["products_low_stats", PRODUCT_LOW, "products"],
  ["products_out_stats", PRODUCT_OUT, "products"],
  ["warehouse_stock_low_stats", WAREHOUSE_LOW, "warehouse_stock"],
  ["warehouse_stock_out_stats", WAREHOUSE_OUT, "warehouse_stock"],
] as const;

/** Rewritten on PostgreSQL by up(): vacuumed once it committed (db/migrate.ts). */
export const rewrites = Object.keys(GENERATED_COLUMNS);

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const name of INDEX_NAMES) await db.schema.dropIndex(name).execute();
  if (pg) {
    for (const [name] of OLD_STATISTICS) await sql.raw(`drop statistics ${name}`).execute(db);
    // Room on each page for a row's next version, as 0010 gave lots and products: the rewrite below
    // writes the pages with it.
    await sql`alter table warehouse_stock set (fillfactor = 90)`.execute(db);
  }
  for (const [table, columns] of Object.entries(GENERATED_COLUMNS)) {
    const additions = columns.map(
      ([column, type, expression]) =>
        `add column ${column} ${type} generated always as (${expression}) ${pg ? "stored" : "virtual"}`,
    );
    // PostgreSQL rewrites the table once for all its columns; SQLite adds one column per statement.
    const statements = pg
      ? [`alter table ${table} ${additions.join(", ")}`]
      : additions.map((a) => `alter table ${table} ${a}`);
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
  for (const statement of NEW_INDEXES) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const name of INDEX_NAMES) await db.schema.dropIndex(name).execute();
  for (const [table, columns] of Object.entries(GENERATED_COLUMNS)) {
    for (const [column] of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await restoreIndexesOf0018(db);
  if (pg) await sql`alter table warehouse_stock reset (fillfactor)`.execute(db);
}

/**
 * Migration 0018's indexes and statistics, statement for statement as it created them (on SQLite the
 * schema keeps each statement's text, which the migrations test compares).
 */
async function restoreIndexesOf0018(db: Kysely<any>): Promise<void> {
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
  await sql`create index lots_expiry_idx on lots (expiration_date, id)
            where quantity > 0 and expiration_date is not null`.execute(db);
  await sql`create index lots_expiry_by_warehouse_idx on lots (warehouse_id, expiration_date, id)
            where quantity > 0 and expiration_date is not null`.execute(db);
  await sql`create index lots_dated_stock_idx on lots (product_id, expiration_date)
            where quantity > 0 and expiration_date is not null`.execute(db);
  if (!pg) return;
  for (const [name, expression, table] of OLD_STATISTICS) {
    await sql.raw(`create statistics ${name} on (${expression}) from ${table}`).execute(db);
  }
  await sql`analyze products`.execute(db);
  await sql`analyze warehouse_stock`.execute(db);
}
