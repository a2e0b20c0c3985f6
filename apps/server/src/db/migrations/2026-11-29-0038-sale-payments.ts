import { type Kysely, sql } from "kysely";

/**
 * How each sale was paid (issue 35, 'Pago'): one row per payment, in the order given — a method and an
 * amount in cents. Only cash may exceed what is left to pay (the change is the payments' sum minus the
 * sale's total, never stored twice). A sale without rows was registered without payments ('Sin pago
 * registrado'), as every sale before this migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sale_payments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("sale_id", "text", (col) => col.notNull().references("sales.id"))
    .addColumn("method", "text", (col) =>
      col.notNull().check(sql`method in ('CASH', 'DEBIT_CARD', 'CREDIT_CARD', 'TRANSFER', 'NEQUI', 'DAVIPLATA')`),
    )
    .addColumn("amount_cents", "bigint", (col) => col.notNull().check(sql`amount_cents > 0`))
    .execute();
  await db.schema.createIndex("sale_payments_sale_idx").on("sale_payments").columns(["sale_id", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sale_payments").execute();
}
