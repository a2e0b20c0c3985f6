import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { createListIndexOf, dropListIndexOf, type ListDefinition } from "./list-index";
import { createSearchIndex, dropSearchIndex } from "./search-index";
import { rebuildSqliteTable } from "./sqlite-rebuild";

/**
 * Daily operations (issue 18): readable document numbers, sale cancellation and returns, transfers.
 *
 * - sales.number: sequential, shared with the sale's picking request (V-000123 / A-000123); existing
 *   sales are numbered in creation order. PostgreSQL draws new numbers from the sequence
 *   sales_number_seq (gaps tolerated, never reused); SQLite takes max + 1 inside its single writer.
 * - sales.status, the cancellation columns and search_text (number tokens + the client's searchable
 *   text at the time of the sale); the paged list "sales" and its search index.
 * - withdrawals: status CANCELLED, number, and the number tokens in front of its search text.
 * - sale_returns / sale_return_lines; transfers (numbered T-, list "transfers", searchable).
 * - movement types TRANSFER_OUT, TRANSFER_IN, RETURN; the new permissions for the seeded roles.
 *
 * On SQLite the whole of up() is one transaction, the withdrawals rebuild's (sqlite-rebuild.ts), which
 * is how SQLite changes the status CHECK. On PostgreSQL the migrator runs it in one transaction.
 */
const SALES_LIST: ListDefinition = { table: "sales", sortKey: null, counted: null };
const TRANSFERS_LIST: ListDefinition = { table: "transfers", sortKey: null, counted: null };
const NEW_TYPES = ["TRANSFER_OUT", "TRANSFER_IN", "RETURN"];
const GRANTS: Array<[role: string, permission: string]> = [
  ["vendedor", "sales:cancel"],
  ["vendedor", "sales:return"],
  ["bodeguero", "transfers:read"],
  ["bodeguero", "transfers:create"],
];

const withdrawalsColumns = (statuses: string) =>
  `("id" text primary key, "requested_by" text not null, "employee_id" text references "employees" ("id"), "status" text not null check (status in (${statuses})), "search_text" text not null, "created_at" text not null, "updated_at" text not null)`;
const OLD_STATUSES = "'PENDING', 'COMPLETED'";
const NEW_STATUSES = "'PENDING', 'COMPLETED', 'CANCELLED'";

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table withdrawals drop constraint withdrawals_status_check`.execute(db);
    await sql
      .raw(`alter table withdrawals add constraint withdrawals_status_check check (status in (${NEW_STATUSES}))`)
      .execute(db);
    await upAfterStatus(db);
    return;
  }
  await rebuildSqliteTable(db, "withdrawals", withdrawalsColumns(NEW_STATUSES), async (trx, rebuild) => {
    await rebuild();
    await upAfterStatus(trx);
  });
}

async function upAfterStatus(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable("sales")
    .addColumn("number", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("sales")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("PENDING"))
    .execute();
  await db.schema
    .alterTable("sales")
    .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("sales").addColumn("cancelled_at", "text").execute();
  await db.schema.alterTable("sales").addColumn("cancelled_by", "text").execute();
  await db.schema.alterTable("sales").addColumn("cancel_reason", "text").execute();
  await db.schema
    .alterTable("withdrawals")
    .addColumn("number", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  // Existing sales in creation order; their picking requests share the number; a request without a
  // sale (none is written by the application) is numbered after them.
  await sql`update sales set number = ranked.n
            from (select id, row_number() over (order by created_at, id) as n from sales) ranked
            where ranked.id = sales.id`.execute(db);
  await sql`update sales set status = w.status from withdrawals w where w.id = sales.withdrawal_id`.execute(db);
  await sql`update withdrawals set number = s.number from sales s where s.withdrawal_id = withdrawals.id`.execute(db);
  await sql`update withdrawals set number = ranked.n + (select coalesce(max(number), 0) from sales)
            from (select id, row_number() over (order by created_at, id) as n from withdrawals where number = 0) ranked
            where ranked.id = withdrawals.id`.execute(db);
  await sql`update sales set search_text = ${tokens(db, "v", "sales.number")} || ' | ' || c.search_text
            from clients c where c.id = sales.client_id`.execute(db);
  await prefixWithdrawalSearchText(db, sql`${tokens(db, "a", "number")} || ' | ' || search_text`);
  await db.schema.createIndex("sales_number_idx").unique().on("sales").column("number").execute();
  await db.schema.createIndex("withdrawals_number_idx").unique().on("withdrawals").column("number").execute();
  await db.schema.createIndex("sales_created_at_idx").on("sales").column("created_at").execute();
  await db.schema.createIndex("sales_status_idx").on("sales").columns(["status", "id"]).execute();
  await createSearchIndex(db, "sales");
  await createListIndexOf(db, "sales", SALES_LIST);

  await db.schema
    .createTable("sale_returns")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("sale_id", "text", (col) => col.notNull().references("sales.id"))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sale_returns_sale_idx").on("sale_returns").column("sale_id").execute();
  await db.schema
    .createTable("sale_return_lines")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("return_id", "text", (col) => col.notNull().references("sale_returns.id"))
    .addColumn("sale_id", "text", (col) => col.notNull().references("sales.id"))
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("warehouse_id", "text", (col) => col.notNull().references("warehouses.id"))
    .addColumn("lot_number", "text")
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn("restock", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("sale_return_lines_sale_idx")
    .on("sale_return_lines")
    .columns(["sale_id", "product_id"])
    .execute();
  await db.schema.createIndex("sale_return_lines_return_idx").on("sale_return_lines").column("return_id").execute();

  await db.schema
    .createTable("transfers")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("number", "integer", (col) => col.notNull().unique())
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("from_warehouse_id", "text", (col) => col.notNull().references("warehouses.id"))
    .addColumn("to_warehouse_id", "text", (col) => col.notNull().references("warehouses.id"))
    .addColumn("lot_number", "text")
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn("unit", "text", (col) => col.notNull())
    .addColumn("note", "text")
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("search_text", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addCheckConstraint("transfers_two_warehouses", sql`from_warehouse_id <> to_warehouse_id`)
    .execute();
  await createSearchIndex(db, "transfers");
  await createListIndexOf(db, "transfers", TRANSFERS_LIST);

  if (pg) {
    await sql`create sequence sales_number_seq`.execute(db);
    await sql`select setval('sales_number_seq', (select coalesce(max(number), 0) + 1 from withdrawals), false)`.execute(
      db,
    );
    await sql`create sequence transfers_number_seq`.execute(db);
  }

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

/**
 * Rewrites every request's search text. The search index is rebuilt rather than kept row by row (and on
 * SQLite it must be: the table rebuild gave the rows new rowids, which its search table refers to); the
 * list's version moves once, with its trigger off on PostgreSQL, where it would run once per row at commit.
 */
async function prefixWithdrawalSearchText(db: Kysely<any>, searchText: ReturnType<typeof sql>): Promise<void> {
  const pg = isPostgres(db);
  await dropSearchIndex(db, "withdrawals");
  if (pg) await sql`alter table withdrawals disable trigger withdrawals_list_index`.execute(db);
  await sql`update withdrawals set search_text = ${searchText}`.execute(db);
  if (pg) await sql`alter table withdrawals enable trigger withdrawals_list_index`.execute(db);
  await sql`update list_stats set version = version + 1 where list = 'withdrawals'`.execute(db);
  await createSearchIndex(db, "withdrawals");
}

/** `v-000123 v-123` for the integer column `column` (documentSearchTokens in shared, in SQL). */
function tokens(db: Kysely<any>, prefix: string, column: string) {
  const n = sql.raw(column);
  const padded = isPostgres(db)
    ? sql`case when ${n} < 1000000 then lpad(${n}::text, 6, '0') else ${n}::text end`
    : sql`case when ${n} < 1000000 then substr('00000' || ${n}, -6) else ${n} end`;
  const text = isPostgres(db) ? sql`${n}::text` : n;
  return sql`${sql.lit(`${prefix}-`)} || ${padded} || ${sql.lit(` ${prefix}-`)} || ${text}`;
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await downBeforeStatus(db);
    await sql`alter table withdrawals drop constraint withdrawals_status_check`.execute(db);
    await sql
      .raw(`alter table withdrawals add constraint withdrawals_status_check check (status in (${OLD_STATUSES}))`)
      .execute(db);
    return;
  }
  await rebuildSqliteTable(db, "withdrawals", withdrawalsColumns(OLD_STATUSES), async (trx, rebuild) => {
    await downBeforeStatus(trx);
    await rebuild();
    // The rebuild gave the rows new rowids, which the external-content search table refers to.
    await sql`insert into withdrawals_search(withdrawals_search) values ('rebuild')`.execute(trx);
  });
}

async function downBeforeStatus(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [role, permission] of GRANTS) {
    await sql`delete from role_permissions where permission = ${permission}
              and role_id in (select id from roles where name = ${role})`.execute(db);
  }
  // Ledger rows of the new types become the older types of the same direction: every lot still equals
  // its ledger, and 0014's down (a CHECK on the four older types) can still run after this one.
  await db.updateTable("movements").set({ type: "WITHDRAWAL" }).where("type", "=", "TRANSFER_OUT").execute();
  await db.updateTable("movements").set({ type: "REPLENISH" }).where("type", "in", ["TRANSFER_IN", "RETURN"]).execute();
  await db.deleteFrom("movement_types").where("code", "in", NEW_TYPES).execute();
  // A cancelled request becomes COMPLETED, the older status that reserves nothing (its sale's stock was
  // released); PENDING would promise its stock again. Without this the older CHECK refuses the rows.
  await db.updateTable("withdrawals").set({ status: "COMPLETED" }).where("status", "=", "CANCELLED").execute();
  if (pg) {
    await sql`drop sequence transfers_number_seq`.execute(db);
    await sql`drop sequence sales_number_seq`.execute(db);
  }
  await dropListIndexOf(db, "transfers", TRANSFERS_LIST);
  await dropSearchIndex(db, "transfers");
  await db.schema.dropTable("transfers").execute();
  await db.schema.dropTable("sale_return_lines").execute();
  await db.schema.dropTable("sale_returns").execute();
  await dropListIndexOf(db, "sales", SALES_LIST);
  await dropSearchIndex(db, "sales");
  for (const index of ["sales_status_idx", "sales_created_at_idx", "withdrawals_number_idx", "sales_number_idx"])
    await db.schema.dropIndex(index).execute();
  // Back to the requester's name alone: everything after the number tokens' separator.
  const separator = pg ? sql`strpos(search_text, ' | ')` : sql`instr(search_text, ' | ')`;
  await prefixWithdrawalSearchText(db, sql`substr(search_text, ${separator} + 3)`);
  await db.schema.alterTable("withdrawals").dropColumn("number").execute();
  for (const column of ["cancel_reason", "cancelled_by", "cancelled_at", "search_text", "status", "number"])
    await db.schema.alterTable("sales").dropColumn(column).execute();
}
