import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { rebuildSqliteTable } from "./sqlite-rebuild";

/**
 * Suppliers (issue 32):
 *
 * - suppliers: NIT (digits, unique) and its check digit, razón social, contact, payment terms, active.
 *   They are few (hundreds, a few thousand): the list searches `search_text` by a scan and counts with
 *   count(*), as the warehouses do, so no trigram or position index is kept for them.
 * - supplier_products: a supplier's price list, one row per (supplier, product), with the supplier's code,
 *   unit cost, minimum order quantity, pack size, lead time and whether it is the product's preferred
 *   supplier (at most one per product: a partial unique index).
 * - suppliers:read for the bodeguero (who receives goods), on installations that have the role.
 * - imports.kind admits 'suppliers'.
 */
const GRANTS: Array<[role: string, permission: string]> = [["bodeguero", "suppliers:read"]];

const importsColumns = (kinds: string) =>
  `("id" text primary key, "number" integer not null unique, "kind" text not null check (kind in (${kinds})), "file_name" text not null, "content_hash" text, "rows" integer not null, "created" integer not null, "updated" integer not null, "unchanged" integer not null, "employee_id" text references "employees" ("id"), "created_at" text not null)`;
const OLD_KINDS = "'products', 'stock', 'clients', 'employees', 'warehouses'";
const NEW_KINDS = "'products', 'stock', 'clients', 'employees', 'warehouses', 'suppliers'";

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await setImportKinds(db, NEW_KINDS);
    await createTables(db);
    return;
  }
  await rebuildSqliteTable(db, "imports", importsColumns(NEW_KINDS), async (trx, rebuild) => {
    await rebuild();
    await createTables(trx);
  });
}

async function setImportKinds(db: Kysely<any>, kinds: string): Promise<void> {
  await sql`alter table imports drop constraint imports_kind_check`.execute(db);
  await sql.raw(`alter table imports add constraint imports_kind_check check (kind in (${kinds}))`).execute(db);
}

async function createTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("suppliers")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("nit", "text", (col) => col.notNull().unique())
    .addColumn("dv", "integer", (col) => col.notNull().check(sql`dv between 0 and 9`))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("name_key", "text", (col) => col.notNull())
    .addColumn("contact_name", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("email", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("phone", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("address", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("city", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("payment_terms_days", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("search_text", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("suppliers_name_key_idx").on("suppliers").columns(["name_key", "id"]).execute();

  await db.schema
    .createTable("supplier_products")
    .addColumn("supplier_id", "text", (col) => col.notNull().references("suppliers.id"))
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id"))
    .addColumn("supplier_sku", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("unit_cost_cents", "bigint", (col) => col.notNull().check(sql`unit_cost_cents >= 0`))
    .addColumn("min_quantity", "integer", (col) => col.notNull().defaultTo(1).check(sql`min_quantity >= 1`))
    .addColumn("pack_size", "integer", (col) => col.notNull().defaultTo(1).check(sql`pack_size >= 1`))
    .addColumn("lead_time_days", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("preferred", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("supplier_products_pkey", ["supplier_id", "product_id"])
    .execute();
  await db.schema.createIndex("supplier_products_product_idx").on("supplier_products").column("product_id").execute();
  await db.schema
    .createIndex("supplier_products_preferred_idx")
    .on("supplier_products")
    .column("product_id")
    .unique()
    .where(sql.ref("preferred"), "=", 1)
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
  const dropAll = async (trx: Kysely<any>) => {
    for (const [role, permission] of GRANTS) {
      await sql`delete from role_permissions where permission = ${permission}
                and role_id in (select id from roles where name = ${role})`.execute(trx);
    }
    await trx.schema.dropTable("supplier_products").execute();
    await trx.schema.dropTable("suppliers").execute();
    // The suppliers' imports go with them: 0025's kinds cannot hold them.
    await trx.deleteFrom("imports").where("kind", "=", "suppliers").execute();
  };
  if (isPostgres(db)) {
    await dropAll(db);
    await setImportKinds(db, OLD_KINDS);
    return;
  }
  await rebuildSqliteTable(db, "imports", importsColumns(OLD_KINDS), async (trx, rebuild) => {
    await dropAll(trx);
    await rebuild();
  });
}
