import { PAGE_SIZE } from "@inventario/shared/constants";
import { SUPPLIER_FIELDS } from "@inventario/shared/suppliers";
import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/connection";
import { containsText, isPostgres } from "../../db/dialect";
import { pastKey } from "../../db/keyset";
import type { SupplierProductsTable, SuppliersTable } from "../../db/types";

const columns = ["id", ...SUPPLIER_FIELDS, "is_active"] as const;

/**
 * Suppliers are few (hundreds, a few thousand): the search is a scan of search_text and the count a
 * count(*), cheaper than keeping a trigram and a position index for them (migration 0027).
 */
function matching(db: Db, term: string) {
  const query = db.selectFrom("suppliers");
  return term ? query.where(containsText("search_text", term)) : query;
}

/** A page of the suppliers matching `term` (normalized; "" for all), by name. */
export const supplierPage = (db: Db, term: string, offset: number) =>
  matching(db, term).select(columns).orderBy("name_key").orderBy("id").limit(PAGE_SIZE).offset(offset).execute();

/** Up to `limit` suppliers matching `term` in the page's order, after `after` (keyset): what an export walks. */
export function suppliersAfter(db: Db, term: string, after: { name_key: string; id: string } | null, limit: number) {
  const query = matching(db, term)
    .select([...columns, "name_key"])
    .orderBy("name_key")
    .orderBy("id")
    .limit(limit);
  return (after ? query.where(pastKey(["name_key", "id"], [after.name_key, after.id])) : query).execute();
}

export async function countSuppliers(db: Db, term: string): Promise<number> {
  const row = await matching(db, term)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const activeSuppliers = (db: Db) =>
  db.selectFrom("suppliers").select(columns).where("is_active", "=", 1).orderBy("name_key").orderBy("id").execute();

export const findSupplier = (db: Db, id: string) =>
  db.selectFrom("suppliers").select(columns).where("id", "=", id).executeTakeFirst();

/** The supplier holding this NIT, active or not (an import matches suppliers by NIT). */
export const suppliersByNits = (db: Db, nits: string[]) =>
  nits.length === 0
    ? Promise.resolve([])
    : db.selectFrom("suppliers").select(columns).where("nit", "in", nits).execute();

export const insertSuppliers = (db: Db, rows: Insertable<SuppliersTable>[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto("suppliers")
        .values(rows)
        .execute()
        .then(() => undefined);

export const updateSupplier = (db: Db, id: string, values: Updateable<SuppliersTable>) =>
  db.updateTable("suppliers").set(values).where("id", "=", id).execute();

/**
 * Serializes the writers of one supplier's price list: a row lock on PostgreSQL (SQLite's single writer
 * already serializes). Answers whether the supplier exists.
 */
export async function lockSupplier(trx: Db, id: string): Promise<boolean> {
  const query = trx.selectFrom("suppliers").select("id").where("id", "=", id);
  return (await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

const priceListColumns = [
  "sp.product_id",
  "sp.supplier_sku",
  "sp.unit_cost_cents",
  "sp.min_quantity",
  "sp.pack_size",
  "sp.lead_time_days",
  "sp.preferred",
] as const;

/** A supplier's price list with each product's name and SKU, by product name. */
export const supplierProducts = (db: Db, supplierId: string) =>
  db
    .selectFrom("supplier_products as sp")
    .innerJoin("products as p", "p.id", "sp.product_id")
    .select([...priceListColumns, "p.name as product_name", "p.sku"])
    .where("sp.supplier_id", "=", supplierId)
    .orderBy("p.sort_key")
    .orderBy("p.id")
    .execute();

/** A product's suppliers with their terms, the preferred first, then by name. */
export const productSuppliers = (db: Db, productId: string) =>
  db
    .selectFrom("supplier_products as sp")
    .innerJoin("suppliers as s", "s.id", "sp.supplier_id")
    .select([...priceListColumns, "s.id as supplier_id", "s.name as supplier_name", "s.nit", "s.dv"])
    .where("sp.product_id", "=", productId)
    .orderBy("sp.preferred", "desc")
    .orderBy("s.name_key")
    .orderBy("s.id")
    .execute();

/** Rows per insert: 8 values each stays far below either database's limit of bound parameters. */
const INSERT_CHUNK = 1_000;

/** Replaces a supplier's whole price list (inside the caller's transaction, under `lockSupplier`). */
export async function replaceSupplierProducts(
  trx: Db,
  supplierId: string,
  rows: Insertable<SupplierProductsTable>[],
): Promise<void> {
  await trx.deleteFrom("supplier_products").where("supplier_id", "=", supplierId).execute();
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto("supplier_products")
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

/** Another supplier stops being the preferred one of these products (a product has at most one). */
export async function clearOtherPreferred(trx: Db, supplierId: string, productIds: string[]): Promise<void> {
  for (let start = 0; start < productIds.length; start += INSERT_CHUNK) {
    await trx
      .updateTable("supplier_products")
      .set({ preferred: 0 })
      .where("product_id", "in", productIds.slice(start, start + INSERT_CHUNK))
      .where("supplier_id", "<>", supplierId)
      .where("preferred", "=", 1)
      .execute();
  }
}

/** The prices active suppliers give these products (all of them, or one supplier's). */
export const activePrices = (db: Db, productIds: string[], supplierId?: string) => {
  if (productIds.length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom("supplier_products as sp")
    .innerJoin("suppliers as s", "s.id", "sp.supplier_id")
    .select([
      "sp.product_id",
      "sp.supplier_id",
      "s.name as supplier_name",
      "sp.unit_cost_cents",
      "sp.min_quantity",
      "sp.pack_size",
      "sp.preferred",
    ])
    .where("sp.product_id", "in", productIds)
    .where("s.is_active", "=", 1);
  return (supplierId ? query.where("sp.supplier_id", "=", supplierId) : query).execute();
};
