import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { createListIndexOf, dropListIndexOf, type ListDefinition } from "./list-index";
import { createSearchIndex, dropSearchIndex } from "./search-index";

/**
 * Purchasing (issue 32):
 *
 * - purchase_orders (OC-000123: the paged, searchable list "purchase_orders", newest first) and their
 *   items, each with what was received and what a close gave up;
 * - purchase_receipts (RC-000045) and their lines (lot, expiry, cost, warehouse, units returned since);
 * - supplier_returns (DP-000007) and their lines;
 * - products.on_order: the units of the product on open orders (SENT, PARTIAL), kept by the purchases
 *   service under the product's lock (docs/MACHINERY.md);
 * - movement types PURCHASE and SUPPLIER_RETURN; the permissions purchases:read and purchases:receive
 *   for the bodeguero (who receives the goods).
 *
 * Numbers come from a sequence per kind on PostgreSQL, max + 1 inside SQLite's single writer.
 */
const ORDERS_LIST: ListDefinition = { table: "purchase_orders", sortKey: null, counted: null };
const NEW_TYPES = ["PURCHASE", "SUPPLIER_RETURN"];
const SEQUENCES = ["purchase_orders_number_seq", "purchase_receipts_number_seq", "supplier_returns_number_seq"];
const GRANTS: Array<[role: string, permission: string]> = [
  ["bodeguero", "purchases:read"],
  ["bodeguero", "purchases:receive"],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("on_order", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("purchase_orders")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("number", "integer", (col) => col.notNull().unique())
    .addColumn("supplier_id", "text", (col) => col.notNull().references("suppliers.id"))
    .addColumn("warehouse_id", "text", (col) => col.notNull().references("warehouses.id"))
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('DRAFT', 'SENT', 'PARTIAL', 'RECEIVED', 'CANCELLED', 'CLOSED')`),
    )
    .addColumn("expected_at", "text")
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("total_cents", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("reason", "text")
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("search_text", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("sent_at", "text")
    .addColumn("closed_at", "text")
    .execute();
  for (const column of ["supplier_id", "warehouse_id", "status"]) {
    await db.schema
      .createIndex(`purchase_orders_${column}_idx`)
      .on("purchase_orders")
      .columns([column, "id"])
      .execute();
  }
  await createSearchIndex(db, "purchase_orders");
  await createListIndexOf(db, "purchase_orders", ORDERS_LIST);

  await db.schema
    .createTable("purchase_order_items")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("order_id", "text", (col) => col.notNull().references("purchase_orders.id"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn("unit_cost_cents", "bigint", (col) => col.notNull().check(sql`unit_cost_cents >= 0`))
    .addColumn("over_receipt_percent", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("received", "integer", (col) => col.notNull().defaultTo(0).check(sql`received >= 0`))
    .addColumn("closed", "integer", (col) => col.notNull().defaultTo(0).check(sql`closed >= 0`))
    .execute();
  await db.schema
    .createIndex("purchase_order_items_order_idx")
    .on("purchase_order_items")
    .columns(["order_id", "position"])
    .execute();
  await db.schema
    .createIndex("purchase_order_items_product_idx")
    .on("purchase_order_items")
    .column("product_id")
    .execute();

  await db.schema
    .createTable("purchase_receipts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("number", "integer", (col) => col.notNull().unique())
    .addColumn("order_id", "text", (col) => col.notNull().references("purchase_orders.id"))
    .addColumn("total_cents", "bigint", (col) => col.notNull())
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("created_at", "text", (col) => col.notNull())
    // The business date it was received on (BUSINESS_TIME_ZONE): the purchases report groups by it.
    .addColumn("business_date", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("purchase_receipts_business_date_idx")
    .on("purchase_receipts")
    .columns(["business_date", "id"])
    .execute();
  await db.schema
    .createIndex("purchase_receipts_order_idx")
    .on("purchase_receipts")
    .columns(["order_id", "id"])
    .execute();

  await db.schema
    .createTable("purchase_receipt_lines")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("receipt_id", "text", (col) => col.notNull().references("purchase_receipts.id"))
    .addColumn("item_id", "text", (col) => col.notNull().references("purchase_order_items.id"))
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("warehouse_id", "text", (col) => col.notNull().references("warehouses.id"))
    .addColumn("lot_id", "text", (col) => col.notNull().references("lots.id"))
    .addColumn("lot_number", "text")
    .addColumn("expiration_date", "text")
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn("unit_cost_cents", "bigint", (col) => col.notNull())
    .addColumn("returned", "integer", (col) => col.notNull().defaultTo(0))
    .addCheckConstraint("purchase_receipt_lines_returned", sql`returned >= 0 and returned <= quantity`)
    .execute();
  await db.schema
    .createIndex("purchase_receipt_lines_receipt_idx")
    .on("purchase_receipt_lines")
    .column("receipt_id")
    .execute();

  await db.schema
    .createTable("supplier_returns")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("number", "integer", (col) => col.notNull().unique())
    .addColumn("receipt_id", "text", (col) => col.notNull().references("purchase_receipts.id"))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("supplier_returns_receipt_idx")
    .on("supplier_returns")
    .columns(["receipt_id", "id"])
    .execute();
  await db.schema
    .createTable("supplier_return_lines")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("return_id", "text", (col) => col.notNull().references("supplier_returns.id"))
    .addColumn("receipt_line_id", "text", (col) => col.notNull().references("purchase_receipt_lines.id"))
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema
    .createIndex("supplier_return_lines_return_idx")
    .on("supplier_return_lines")
    .column("return_id")
    .execute();

  if (isPostgres(db)) for (const sequence of SEQUENCES) await sql.raw(`create sequence ${sequence}`).execute(db);
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
  // Ledger rows of the new types become the older types of the same direction: every lot still equals
  // its ledger once the codes are gone.
  await db.updateTable("movements").set({ type: "IN" }).where("type", "=", "PURCHASE").execute();
  await db.updateTable("movements").set({ type: "WITHDRAWAL" }).where("type", "=", "SUPPLIER_RETURN").execute();
  await db.deleteFrom("movement_types").where("code", "in", NEW_TYPES).execute();
  if (isPostgres(db)) for (const sequence of SEQUENCES) await sql.raw(`drop sequence ${sequence}`).execute(db);
  for (const table of ["supplier_return_lines", "supplier_returns", "purchase_receipt_lines", "purchase_receipts"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable("purchase_order_items").execute();
  await dropListIndexOf(db, "purchase_orders", ORDERS_LIST);
  await dropSearchIndex(db, "purchase_orders");
  await db.schema.dropTable("purchase_orders").execute();
  await db.schema.alterTable("products").dropColumn("on_order").execute();
}
