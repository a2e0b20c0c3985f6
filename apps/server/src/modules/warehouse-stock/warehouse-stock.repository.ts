import type { WarehouseStockState } from "@inventario/shared/warehouse-stock";
import { sql } from "kysely";
import type { Db } from "../../db/connection";
import { searchTextContains } from "../../db/dialect";
import { pastKey } from "../../db/keyset";

export type StockFilters = {
  warehouseId: string;
  state: WarehouseStockState;
  search: string | undefined;
  category: string | undefined;
  /** The business's today, and the last day of the 'Por vencer' window. */
  today: string;
  until: string;
};

/** Whether the filters read the product row (a category or a search), or the lots alone. */
const readsProducts = (f: StockFilters) => Boolean(f.category || f.search);

/**
 * A warehouse's lots holding stock, as 'Existencias' lists them: by product and lot through
 * lots_warehouse_idx (warehouse, product, lot), or for the dated states by expiration date through
 * lots_expiry_by_warehouse_idx (warehouse, date, id; partial on lots holding stock with a date). `after`
 * is a lot's place in both orders: the rows after it. The products are joined only when the filters read
 * them: the count and the page's keys read the lots alone otherwise.
 */
function lotKeys(db: Db, f: StockFilters, after: LotPlace | undefined) {
  const dated = f.state !== "stocked";
  let query = db
    .selectFrom("lots as l")
    .$if(readsProducts(f), (q) =>
      q
        .innerJoin("products as p", "p.id", "l.product_id")
        .$if(Boolean(f.category), (c) => c.where("p.category", "=", f.category as string))
        .$if(Boolean(f.search), (c) => c.where(searchTextContains(db, { table: "products" }, f.search as string, "p"))),
    )
    .select("l.id")
    .where("l.warehouse_id", "=", f.warehouseId)
    // Literals, as the partial indexes state them: a bound 1 does not prove `has_stock = 1`.
    .where("l.has_stock", "=", sql.lit(1));
  if (f.state === "expired")
    query = query.where("l.expiration_date", "is not", null).where("l.expiration_date", "<", f.today);
  if (f.state === "expiring")
    query = query.where("l.expiration_date", ">=", f.today).where("l.expiration_date", "<=", f.until);
  if (after !== undefined) {
    query = dated
      ? query.where(pastKey(["l.expiration_date", "l.id"], [after.expiration_date, after.id]))
      : query.where(pastKey(["l.product_id", "l.lot_key"], [after.product_id, after.lot_key]));
  }
  return dated
    ? query.orderBy("l.expiration_date").orderBy("l.id")
    : query.orderBy("l.product_id").orderBy("l.lot_key");
}

/** These lots with their products, in the order given (a page's keys). */
async function lotRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("lots as l")
    .innerJoin("products as p", "p.id", "l.product_id")
    .select([
      "l.id",
      "l.product_id",
      "l.lot_key",
      "l.lot_number",
      "l.unit",
      "l.quantity",
      "l.expiration_date",
      "p.name as product_name",
      "p.sku",
      "p.category",
      "p.reserved",
    ])
    .where("l.id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A lot's place in the list's two orders. */
type LotPlace = { id: string; product_id: string; lot_key: string; expiration_date: string | null };

export type StockRow = Awaited<ReturnType<typeof stockPage>>[number];

/** The rows after the lot `after` (a page's `?after=`); none when no lot has that id. */
export async function stockPage(db: Db, f: StockFilters, after: string | undefined, limit: number, offset: number) {
  type Row = Awaited<ReturnType<typeof lotRows>>[number];
  let place: LotPlace | undefined;
  if (after !== undefined) {
    place = await db
      .selectFrom("lots")
      .select(["id", "product_id", "lot_key", "expiration_date"])
      .where("id", "=", after)
      .executeTakeFirst();
    if (!place) return [] as Row[];
  }
  // The page's keys first (an offset skips lots, not joined rows), then those rows whole.
  const keys = await lotKeys(db, f, place).limit(limit).offset(offset).execute();
  return lotRows(
    db,
    keys.map((key) => key.id),
  );
}

/** The rows of the filters, counted up to `cap`. */
export async function countStock(db: Db, f: StockFilters, cap: number): Promise<number> {
  const row = await db
    .selectFrom(
      lotKeys(db, f, undefined)
        .limit(cap + 1)
        .as("rows"),
    )
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
