import { PAGE_SIZE } from "@inventario/shared/constants";
import { sql } from "kysely";
import type { Db } from "../../db/connection";

/** A range of one product's ledger, in one warehouse or all: ids in [from, to). */
export type KardexRange = { productId: string; warehouseId: string | undefined; from: string; to: string };

/** A product's rows, or its rows in one warehouse: the (product_id[, warehouse_id], id) index either way. */
function rowsOf(db: Db, { productId, warehouseId }: KardexRange) {
  let query = db.selectFrom("movements").where("product_id", "=", productId);
  if (warehouseId !== undefined) query = query.where("warehouse_id", "=", warehouseId);
  return query;
}

/** The balance columns of the view on a row aliased `alias`: the product's, or its warehouse's when one is chosen. */
function balanceColumns(alias: string, warehouseId: string | undefined) {
  const prefix = warehouseId === undefined ? "" : "warehouse_";
  return [
    sql.ref<number | string>(`${alias}.${prefix}balance_quantity`),
    sql.ref<number | string>(`${alias}.${prefix}balance_value_cents`),
  ] as const;
}

/** The rows whose ids `ids` selects, in date order, with what their documents and warehouses are called. */
function rowsWithNames(db: Db, range: KardexRange, ids: ReturnType<typeof idsInRange>) {
  return db
    .selectFrom(ids.as("page"))
    .innerJoin("movements as m", "m.id", "page.id")
    .innerJoin("warehouses as wh", "wh.id", "m.warehouse_id")
    .leftJoin("withdrawals as w", "w.id", "m.reference")
    .leftJoin("sales as s", "s.id", "m.reference")
    .leftJoin("transfers as tr", "tr.id", "m.reference")
    .select([
      "m.id",
      "m.created_at",
      "m.type",
      "m.reference",
      "m.warehouse_id",
      "wh.name as warehouse_name",
      "m.lot_number",
      "m.unit",
      "m.quantity",
      "m.cost_cents",
      "m.value_cents",
      "w.number as withdrawal_number",
      "s.number as sale_number",
      "tr.number as transfer_number",
    ])
    .select(() => {
      const [quantity, value] = balanceColumns("m", range.warehouseId);
      return [quantity.as("balance_quantity"), value.as("balance_value_cents")];
    })
    .orderBy("m.id")
    .execute();
}

/** The range's ids in date order (the (product_id[, warehouse_id], id) index), after the row `after` if given. */
const idsInRange = (db: Db, range: KardexRange, after: string | null = null) =>
  rowsOf(db, range)
    .select("id")
    .where("id", ">=", range.from)
    .where("id", "<", range.to)
    .$if(after !== null, (q) => q.where("id", ">", after as string))
    .orderBy("id");

/**
 * One page of the range. The page's ids are cut from the index first and only their rows read:
 * PostgreSQL would otherwise fetch every skipped row of a deep page.
 */
export const kardexPage = (db: Db, range: KardexRange, offset: number) =>
  rowsWithNames(db, range, idsInRange(db, range).limit(PAGE_SIZE).offset(offset));

/** Up to `limit` rows of the range after the row `after` (keyset: an export's batches). */
export const kardexRowsAfter = (db: Db, range: KardexRange, after: string | null, limit: number) =>
  rowsWithNames(db, range, idsInRange(db, range, after).limit(limit));

export type KardexRowData = Awaited<ReturnType<typeof kardexPage>>[number];

/** The row before `before` in the range's view (its balance is the one there): none when the view starts later. */
const lastRowBefore = (db: Db, range: KardexRange, before: string) =>
  rowsOf(db, range).selectAll().where("id", "<", before).orderBy("id", "desc").limit(1);

/**
 * How many rows the range holds (an index range count: a product has at most its history) and the view's
 * balances before it and at its end, in one statement: a page costs two queries, not four.
 */
export async function kardexFigures(db: Db, range: KardexRange) {
  const [openingQuantity, openingValue] = balanceColumns("o", range.warehouseId);
  const [closingQuantity, closingValue] = balanceColumns("c", range.warehouseId);
  const row = await db
    .selectFrom(
      rowsOf(db, range)
        .select(sql<number | string>`count(*)`.as("n"))
        .where("id", ">=", range.from)
        .where("id", "<", range.to)
        .as("size"),
    )
    .leftJoin(lastRowBefore(db, range, range.from).as("o"), (join) => join.onTrue())
    .leftJoin(lastRowBefore(db, range, range.to).as("c"), (join) => join.onTrue())
    .select([
      "size.n",
      openingQuantity.as("opening_quantity"),
      openingValue.as("opening_value_cents"),
      closingQuantity.as("closing_quantity"),
      closingValue.as("closing_value_cents"),
    ])
    .executeTakeFirstOrThrow();
  const balance = (quantity: unknown, valueCents: unknown) => ({
    quantity: Number(quantity ?? 0),
    valueCents: Number(valueCents ?? 0),
  });
  return {
    total: Number(row.n),
    opening: balance(row.opening_quantity, row.opening_value_cents),
    closing: balance(row.closing_quantity, row.closing_value_cents),
  };
}

export const productHeading = (db: Db, productId: string) =>
  db.selectFrom("products").select(["id", "name", "sku"]).where("id", "=", productId).executeTakeFirst();

export const warehouseExists = async (db: Db, warehouseId: string) =>
  (await db.selectFrom("warehouses").select("id").where("id", "=", warehouseId).executeTakeFirst()) !== undefined;
