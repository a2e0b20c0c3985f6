import { PAGE_SIZE } from "@inventario/shared/constants";
import { sql } from "kysely";
import type { Db } from "../../db/connection";
import { searchTextContains } from "../../db/dialect";
import { pastKey } from "../../db/keyset";
import { listShape } from "../../db/lists/list-page";
import { longReadsOf } from "../../db/long-reads";
import { signedColumn } from "../../db/signed-quantity";

/** The products list (its order, search and exact counts: db/lists), as the report's rows name them. */
export const valuedProductList = listShape("products", (r) => r.select(["r.id", "r.name", "r.sku", "r.is_active"]));

export type ValuedProduct = { id: string; name: string; sku: string; is_active: number | boolean };
export type ProductBalance = { product_id: string; unit: string | null; quantity: number; value_cents: number };

/**
 * Each product's balance at the end of a day: the product's last ledger row before `bound` (one index
 * read per product of the page, never a sum of history) — of the product, or of its warehouse.
 */
export async function balancesAt(
  db: Db,
  productIds: string[],
  bound: string,
  warehouseId: string | undefined,
): Promise<ProductBalance[]> {
  if (productIds.length === 0) return [];
  const lastRows = db
    .selectFrom("products as p")
    .where("p.id", "in", productIds)
    .select("p.id as product_id")
    .select((eb) =>
      eb
        .selectFrom("movements as x")
        .select("x.id")
        .whereRef("x.product_id", "=", "p.id")
        .$if(warehouseId !== undefined, (q) => q.where("x.warehouse_id", "=", warehouseId as string))
        .where("x.id", "<", bound)
        .orderBy("x.id", "desc")
        .limit(1)
        .as("last_id"),
    );
  const rows = await db
    .selectFrom(lastRows.as("l"))
    .leftJoin("movements as m", "m.id", "l.last_id")
    .select(["l.product_id", "m.unit"])
    .select(
      warehouseId === undefined
        ? ["m.balance_quantity as quantity", "m.balance_value_cents as value_cents"]
        : ["m.warehouse_balance_quantity as quantity", "m.warehouse_balance_value_cents as value_cents"],
    )
    .execute();
  return rows.map((row) => ({
    product_id: row.product_id,
    unit: row.unit ?? null,
    quantity: Number(row.quantity ?? 0),
    value_cents: Number(row.value_cents ?? 0),
  }));
}

/**
 * A page of the products one warehouse has held (warehouse_stock keeps a row per product that ever had
 * a lot there), active or not, in the products list's order; searched like the products list.
 */
/** The products a warehouse has held, searched like the products list. */
const warehouseProducts = (db: Db, warehouseId: string, term: string) =>
  db
    .selectFrom("warehouse_stock as ws")
    .innerJoin("products as products", "products.id", "ws.product_id")
    .where("ws.warehouse_id", "=", warehouseId)
    .$if(term !== "", (q) => q.where(searchTextContains(db, { table: "products" }, term)));

export async function warehouseProductPage(
  db: Db,
  warehouseId: string,
  term: string,
  offset: number,
): Promise<{ rows: ValuedProduct[]; total: number }> {
  // The page and the count of every product the warehouse has held, off the event loop (db/long-reads.ts).
  const base = warehouseProducts(longReadsOf(db), warehouseId, term);
  const [rows, count] = await Promise.all([
    base
      .select(["products.id", "products.name", "products.sku", "products.is_active"])
      .orderBy("products.sort_key")
      .orderBy("products.id")
      .limit(PAGE_SIZE)
      .offset(offset)
      .execute(),
    base.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type WarehouseProductKey = { sort_key: string; id: string };

/** Up to `limit` of those products after `after` in the same order (keyset: an export's batches). */
export const warehouseProductsAfter = (
  db: Db,
  warehouseId: string,
  term: string,
  after: WarehouseProductKey | null,
  limit: number,
) =>
  warehouseProducts(db, warehouseId, term)
    .select(["products.id", "products.name", "products.sku", "products.is_active", "products.sort_key"])
    .$if(after !== null, (q) => q.where(pastKey(["products.sort_key", "products.id"], [after?.sort_key, after?.id])))
    .orderBy("products.sort_key")
    .orderBy("products.id")
    .limit(limit)
    .execute();

/** The whole inventory's value at the end of `date`: every day's signed totals up to it (ledger_daily). */
export async function totalValueAt(db: Db, date: string): Promise<number> {
  const row = await longReadsOf(db)
    .selectFrom("ledger_daily")
    .select(sql<string | null>`sum(${signedColumn(null, "value_cents")})`.as("value"))
    .where("day", "<=", date)
    .executeTakeFirstOrThrow();
  return Number(row.value ?? 0);
}

/**
 * One warehouse's value at the end of a day: the signed values of its ledger rows before `bound`, one
 * range of movements_warehouse_value_idx (migration 0021) read alone — a warehouse's whole history, so
 * off the event loop (db/long-reads.ts), as the grand total's years of daily rows above.
 */
export async function warehouseValueAt(db: Db, warehouseId: string, bound: string): Promise<number> {
  const row = await longReadsOf(db)
    .selectFrom("movements")
    .select(sql<string | null>`sum(${signedColumn(null, "value_cents")})`.as("value"))
    .where("warehouse_id", "=", warehouseId)
    .where("id", "<", bound)
    .executeTakeFirstOrThrow();
  return Number(row.value ?? 0);
}
