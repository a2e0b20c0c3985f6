import { type Kysely, sql } from "kysely";

/**
 * The business's own data (issue 35, 'Empresa'): legal name and NIT, whether it is responsable de IVA,
 * the year's UVT, the receipt's footer, the POS numbering the DIAN authorised and whether a cash sale
 * needs an open shift. One row (id 1), there from the start with the defaults an admin then replaces:
 * reading it never has to invent one. 52,374 pesos is the DIAN's UVT for 2026, the year this was written.
 * `pos_from`/`pos_to` are bigint: the DIAN authorises ranges of up to 10 digits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("business_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("legal_name", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("nit", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("dv", "integer", (col) => col.check(sql`dv between 0 and 9`))
    .addColumn("vat_responsible", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("address", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("city", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("phone", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("receipt_footer", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("uvt", "integer", (col) => col.notNull().defaultTo(52_374))
    .addColumn("pos_prefix", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("pos_resolution", "text")
    .addColumn("pos_resolution_date", "text")
    .addColumn("pos_from", "bigint")
    .addColumn("pos_to", "bigint")
    .addColumn("pos_valid_until", "text")
    .addColumn("require_cash_session", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("updated_at", "text")
    .execute();
  await db.insertInto("business_settings").values({ id: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("business_settings").execute();
}
