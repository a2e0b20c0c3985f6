import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

const METHODS = "'CASH', 'DEBIT_CARD', 'CREDIT_CARD', 'TRANSFER', 'NEQUI', 'DAVIPLATA'";

/** The counter clerk runs the shifts of their own counter (issue 35); reading every shift is the owner's. */
const GRANTS: Array<[role: string, permission: string]> = [["vendedor", "cash:operate"]];

/**
 * Cash-register shifts (issue 35, 'Caja'):
 * - cash_sessions: one per shift, numbered; at most one OPEN per employee (a partial unique index). Closed
 *   once (closed_at, closed_by_id), read-only after.
 * - cash_movements: cash put in or taken out of an open shift, with its reason. Never edited.
 * - cash_session_counts: at the closing, per payment method, what the shift should hold and what was
 *   counted, as they stood then.
 * - sales.cash_session_id: the shift the sale's payments went into (the seller's open one; null when they
 *   had none, and for every sale before this migration).
 * - sale_refunds: money given back for a return or a cancellation, per method, out of the shift of whoever
 *   gave it back (null when they had none open).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("cash_sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("number", "integer", (col) => col.notNull().unique())
    .addColumn("employee_id", "text", (col) => col.notNull().references("employees.id"))
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('OPEN', 'CLOSED')`))
    .addColumn("opening_amount_cents", "bigint", (col) => col.notNull().check(sql`opening_amount_cents >= 0`))
    .addColumn("opened_at", "text", (col) => col.notNull())
    .addColumn("closed_at", "text")
    .addColumn("closed_by_id", "text", (col) => col.references("employees.id"))
    .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("cash_sessions_one_open_idx")
    .on("cash_sessions")
    .column("employee_id")
    .unique()
    .where(sql.ref("status"), "=", "OPEN")
    .execute();
  await db.schema
    .createIndex("cash_sessions_employee_idx")
    .on("cash_sessions")
    .columns(["employee_id", "number"])
    .execute();
  await db.schema.createIndex("cash_sessions_status_idx").on("cash_sessions").columns(["status", "number"]).execute();

  await db.schema
    .createTable("cash_movements")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("cash_session_id", "text", (col) => col.notNull().references("cash_sessions.id"))
    .addColumn("type", "text", (col) => col.notNull().check(sql`type in ('IN', 'OUT')`))
    .addColumn("amount_cents", "bigint", (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("cash_movements_session_idx")
    .on("cash_movements")
    .columns(["cash_session_id", "id"])
    .execute();

  await db.schema
    .createTable("cash_session_counts")
    .addColumn("cash_session_id", "text", (col) => col.notNull().references("cash_sessions.id"))
    .addColumn("method", "text", (col) => col.notNull().check(sql.raw(`method in (${METHODS})`)))
    .addColumn("expected_cents", "bigint", (col) => col.notNull())
    .addColumn("counted_cents", "bigint", (col) => col.notNull().check(sql`counted_cents >= 0`))
    .addPrimaryKeyConstraint("cash_session_counts_pk", ["cash_session_id", "method"])
    .execute();

  await db.schema.alterTable("sales").addColumn("cash_session_id", "text").execute();
  await db.schema
    .createIndex("sales_cash_session_idx")
    .on("sales")
    .column("cash_session_id")
    .where(sql.ref("cash_session_id"), "is not", null)
    .execute();

  await db.schema
    .createTable("sale_refunds")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("sale_id", "text", (col) => col.notNull().references("sales.id"))
    .addColumn("return_id", "text", (col) => col.references("sale_returns.id"))
    .addColumn("method", "text", (col) => col.notNull().check(sql.raw(`method in (${METHODS})`)))
    .addColumn("amount_cents", "bigint", (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn("cash_session_id", "text", (col) => col.references("cash_sessions.id"))
    .addColumn("employee_id", "text", (col) => col.references("employees.id"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sale_refunds_sale_idx").on("sale_refunds").columns(["sale_id", "id"]).execute();
  await db.schema
    .createIndex("sale_refunds_session_idx")
    .on("sale_refunds")
    .column("cash_session_id")
    .where(sql.ref("cash_session_id"), "is not", null)
    .execute();

  if (isPostgres(db)) await sql`create sequence cash_sessions_number_seq`.execute(db);

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
  if (isPostgres(db)) await sql`drop sequence cash_sessions_number_seq`.execute(db);
  await db.schema.dropTable("sale_refunds").execute();
  await db.schema.dropIndex("sales_cash_session_idx").execute();
  await db.schema.alterTable("sales").dropColumn("cash_session_id").execute();
  await db.schema.dropTable("cash_session_counts").execute();
  await db.schema.dropTable("cash_movements").execute();
  await db.schema.dropTable("cash_sessions").execute();
}
