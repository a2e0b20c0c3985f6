import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * Physical stock counts (issue 33, docs/decisions/0027-stock-counts.md):
 *
 * - stock_counts (CF-000012): one warehouse, its scope (a category, a search, or the products listed in
 *   stock_count_products), blind or not, its status and who opened and approved it;
 * - stock_count_lines: a product's lot as counted (summed across counters), the book quantity when it
 *   was first counted, and once applied the adjustment written. Created by the first entry, or for a
 *   lot nobody counted when the count goes to review: opening a count writes one row whatever the
 *   warehouse's size; partial indexes serve the review's filters;
 * - stock_count_entries: every entry with who, when, the mode, the quantity, the counter's own running
 *   count of the line after it and the lot's book quantity at that moment (the evidence);
 * - lots_warehouse_idx gains lot_key, so a warehouse's count sheet reads its lots in (product, lot)
 *   order straight from the index;
 * - movement types ADJUSTMENT_IN and ADJUSTMENT_OUT; counts:read and counts:count for the bodeguero.
 *
 * Numbers come from a sequence on PostgreSQL, max + 1 inside SQLite's single writer.
 */
const NEW_TYPES = ["ADJUSTMENT_IN", "ADJUSTMENT_OUT"];
const LINE_FILTERS = [
  ["stock_count_lines_uncounted_idx", "counted is null"],
  ["stock_count_lines_differences_idx", "counted is not null and counted <> book_quantity"],
  ["stock_count_lines_moved_idx", "moved = 1"],
];
const GRANTS: Array<[role: string, permission: string]> = [
  ["bodeguero", "counts:read"],
  ["bodeguero", "counts:count"],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("stock_counts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("number", "integer", (col) => col.notNull().unique())
    .addColumn("warehouse_id", "text", (col) => col.notNull().references("warehouses.id"))
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('OPEN', 'REVIEW', 'APPLIED', 'CANCELLED')`),
    )
    .addColumn("blind", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("scope_category", "text")
    .addColumn("scope_search", "text")
    .addColumn("scope_sku_count", "integer")
    .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("reason", "text")
    .addColumn("uncounted", "text", (col) => col.check(sql`uncounted in ('keep', 'zero')`))
    .addColumn("opened_by", "text", (col) => col.references("employees.id"))
    .addColumn("approved_by", "text", (col) => col.references("employees.id"))
    .addColumn("net_value_cents", "bigint")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    // When the count last went to review: its uncounted lots then have lines of their own.
    .addColumn("reviewed_at", "text")
    .addColumn("applied_at", "text")
    .addColumn("cancelled_at", "text")
    .execute();
  for (const column of ["status", "warehouse_id"]) {
    await db.schema.createIndex(`stock_counts_${column}_idx`).on("stock_counts").columns([column, "id"]).execute();
  }

  await db.schema
    .createTable("stock_count_products")
    .addColumn("count_id", "text", (col) => col.notNull().references("stock_counts.id"))
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addPrimaryKeyConstraint("stock_count_products_pk", ["count_id", "product_id"])
    .execute();

  await db.schema
    .createTable("stock_count_lines")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("count_id", "text", (col) => col.notNull().references("stock_counts.id"))
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("lot_id", "text", (col) => col.references("lots.id"))
    .addColumn("lot_number", "text")
    .addColumn("lot_key", "text", (col) => col.notNull())
    .addColumn("unit", "text", (col) => col.notNull())
    // null while nobody counted it in its current round (a recount starts a new round).
    .addColumn("counted", "bigint", (col) => col.check(sql`counted >= 0`))
    .addColumn("round", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("recount", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("book_quantity", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("booked_at", "text")
    .addColumn("last_counted_at", "text")
    // 1 when its lot's stock moved between the line's count and the review.
    .addColumn("moved", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("adjusted", "bigint")
    .addColumn("adjusted_value_cents", "bigint")
    .addUniqueConstraint("stock_count_lines_place", ["count_id", "product_id", "lot_key"])
    .execute();
  // The review's filters, each a range of its own in the sheet's order: a page and its capped count read
  // only the lines they list, however many others the count holds.
  for (const [name, condition] of LINE_FILTERS)
    await sql
      .raw(`create index ${name} on stock_count_lines (count_id, product_id, lot_key) where ${condition}`)
      .execute(db);

  await db.schema
    .createTable("stock_count_entries")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("count_id", "text", (col) => col.notNull().references("stock_counts.id"))
    .addColumn("line_id", "text", (col) => col.notNull().references("stock_count_lines.id"))
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("round", "integer", (col) => col.notNull())
    .addColumn("mode", "text", (col) => col.notNull().check(sql`mode in ('add', 'set')`))
    .addColumn("quantity", "bigint", (col) => col.notNull().check(sql`quantity >= 0`))
    .addColumn("employee_total", "bigint", (col) => col.notNull())
    .addColumn("book_quantity", "bigint", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("stock_count_entries_line_idx")
    .on("stock_count_entries")
    .columns(["line_id", "employee_id", "id"])
    .execute();

  await db.schema.dropIndex("lots_warehouse_idx").execute();
  await db.schema
    .createIndex("lots_warehouse_idx")
    .on("lots")
    .columns(["warehouse_id", "product_id", "lot_key"])
    .execute();

  if (isPostgres(db)) await sql`create sequence stock_counts_number_seq`.execute(db);
  await db
    .insertInto("movement_types")
    .values(NEW_TYPES.map((code) => ({ code })))
    .execute();
  for (const [role, permission] of GRANTS) {
    await sql`insert into role_permissions (role_id, permission)
              select id, ${permission} from roles where name = ${role}
              and not exists (select 1 from role_permissions rp where rp.role_id = roles.id and rp.permission = ${permission})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [role, permission] of GRANTS) {
    await sql`delete from role_permissions where permission = ${permission}
              and role_id in (select id from roles where name = ${role})`.execute(db);
  }
  // Ledger rows of the new types become the older types of the same direction and valuation.
  await db.updateTable("movements").set({ type: "REPLENISH" }).where("type", "=", "ADJUSTMENT_IN").execute();
  await db.updateTable("movements").set({ type: "WITHDRAWAL" }).where("type", "=", "ADJUSTMENT_OUT").execute();
  await db.deleteFrom("movement_types").where("code", "in", NEW_TYPES).execute();
  if (isPostgres(db)) await sql`drop sequence stock_counts_number_seq`.execute(db);
  await db.schema.dropIndex("lots_warehouse_idx").execute();
  await db.schema.createIndex("lots_warehouse_idx").on("lots").columns(["warehouse_id", "product_id"]).execute();
  for (const table of ["stock_count_entries", "stock_count_lines", "stock_count_products", "stock_counts"]) {
    await db.schema.dropTable(table).execute();
  }
}
