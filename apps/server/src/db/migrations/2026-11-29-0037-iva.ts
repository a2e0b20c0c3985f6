import { type Kysely, sql } from "kysely";

/**
 * IVA (issue 35, docs/decisions/0030-iva.md):
 * - products.tax_class: IVA_19, IVA_5, EXENTO or EXCLUIDO. Existing products take the class a new one would
 *   get from the business's settings (0035): 'IVA 19 %' for a business responsable de IVA, else 'Excluido'.
 * - sale_lines.tax_class, base_cents, tax_cents: what each line's amount (IVA included) holds of base and
 *   IVA, by the one rounding rule. Null on the lines of sales registered before this migration: nobody
 *   recorded their IVA, and none is invented for them.
 * - sales.requires_electronic_invoice: the sale's value before taxes exceeded 5 UVT of its day (the UVT
 *   changes every year, so it is kept, not recomputed).
 * Adding columns with constant defaults rewrites no table on either database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("tax_class", "text", (col) =>
      col.notNull().defaultTo("IVA_19").check(sql`tax_class in ('IVA_19', 'IVA_5', 'EXENTO', 'EXCLUIDO')`),
    )
    .execute();
  await sql`update products set tax_class = 'EXCLUIDO'
    where exists (select 1 from business_settings where vat_responsible = 0)`.execute(db);
  await db.schema.alterTable("sale_lines").addColumn("tax_class", "text").execute();
  await db.schema.alterTable("sale_lines").addColumn("base_cents", "bigint").execute();
  await db.schema.alterTable("sale_lines").addColumn("tax_cents", "bigint").execute();
  await db.schema
    .alterTable("sales")
    .addColumn("requires_electronic_invoice", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sales").dropColumn("requires_electronic_invoice").execute();
  for (const column of ["tax_cents", "base_cents", "tax_class"])
    await db.schema.alterTable("sale_lines").dropColumn(column).execute();
  await db.schema.alterTable("products").dropColumn("tax_class").execute();
}
