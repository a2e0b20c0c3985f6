import { type Kysely, sql } from "kysely";

/**
 * The POS receipt's number (issue 35, 'Documento equivalente POS'):
 * - sales.receipt_prefix, receipt_number: the consecutive the sale took inside the range the DIAN authorised
 *   (business_settings, 0035), with the prefix it had; null for a sale registered while no numbering was set
 *   (and for every sale before this migration). Unique per prefix.
 * - pos_counters: per DIAN resolution, the last number given. A sale takes the next one with one UPDATE on
 *   this row inside its transaction: the row's lock orders concurrent sales on PostgreSQL and the file's lock
 *   on SQLite, and a rolled-back sale gives its number back, so the numbers of a resolution are consecutive.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sales").addColumn("receipt_prefix", "text").execute();
  await db.schema.alterTable("sales").addColumn("receipt_number", "bigint").execute();
  await db.schema
    .createIndex("sales_receipt_number_idx")
    .on("sales")
    .columns(["receipt_prefix", "receipt_number"])
    .unique()
    .where(sql.ref("receipt_number"), "is not", null)
    .execute();
  await db.schema
    .createTable("pos_counters")
    .addColumn("resolution", "text", (col) => col.primaryKey())
    .addColumn("last_number", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pos_counters").execute();
  await db.schema.dropIndex("sales_receipt_number_idx").execute();
  await db.schema.alterTable("sales").dropColumn("receipt_number").execute();
  await db.schema.alterTable("sales").dropColumn("receipt_prefix").execute();
}
