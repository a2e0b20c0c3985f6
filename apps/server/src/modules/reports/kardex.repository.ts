import { PAGE_SIZE } from "@inventario/shared/constants";
import { sql } from "kysely";
import type { Db } from "../../db/connection";
import { withDocumentNumbers } from "../../db/documents";
import { longReadsOf } from "../../db/long-reads";
import { type Arg, prepared } from "../../db/prepared";

/** A bound of a range: a value, or a prepared statement's argument standing for one (db/prepared.ts). */
type Bound = string | Arg<string>;

/** A range of one product's ledger, in one warehouse or all: ids in [from, to). */
export type KardexRange<B extends Bound = string> = { productId: B; warehouseId: B | undefined; from: B; to: B };

/** A product's rows, or its rows in one warehouse: the (product_id[, warehouse_id], id) index either way. */
function rowsOf(db: Db, { productId, warehouseId }: KardexRange<Bound>) {
  let query = db.selectFrom("movements").where("product_id", "=", productId);
  if (warehouseId !== undefined) query = query.where("warehouse_id", "=", warehouseId);
  return query;
}

/** The balance columns of the view on a row aliased `alias`: the product's, or its warehouse's when one is chosen. */
function balanceColumns(alias: string, warehouseId: Bound | undefined) {
  const prefix = warehouseId === undefined ? "" : "warehouse_";
  return [
    sql.ref<number | string>(`${alias}.${prefix}balance_quantity`),
    sql.ref<number | string>(`${alias}.${prefix}balance_value_cents`),
  ] as const;
}

/** A kardex row's columns: the ledger row `m` and its warehouse `wh` (its documents' numbers: withDocumentNumbers). */
const ROW_COLUMNS = [
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
] as const;

/** The rows whose ids `ids` selects, in date order, with what their documents and warehouses are called. */
function rowsWithNames(db: Db, range: KardexRange, ids: ReturnType<typeof idsInRange>) {
  return db
    .selectFrom(ids.as("page"))
    .innerJoin("movements as m", "m.id", "page.id")
    .innerJoin("warehouses as wh", "wh.id", "m.warehouse_id")
    .select(ROW_COLUMNS)
    .$call((query) => withDocumentNumbers(query, "m.reference"))
    .select(() => {
      const [quantity, value] = balanceColumns("m", range.warehouseId);
      return [quantity.as("balance_quantity"), value.as("balance_value_cents")];
    })
    .orderBy("m.id")
    .execute();
}

/** The range's ids in date order (the (product_id[, warehouse_id], id) index), after the row `after` if given. */
const idsInRange = (db: Db, range: KardexRange<Bound>, after: string | null = null) =>
  rowsOf(db, range)
    .select("id")
    .where("id", ">=", range.from)
    .where("id", "<", range.to)
    .$if(after !== null, (q) => q.where("id", ">", after as string))
    .orderBy("id");

/** Up to `limit` rows of the range after the row `after` (keyset: an export's batches, off the event loop). */
export const kardexRowsAfter = (db: Db, range: KardexRange, after: string | null, limit: number) =>
  rowsWithNames(longReadsOf(db), range, idsInRange(db, range, after).limit(limit));

export type KardexRowData = Awaited<ReturnType<typeof kardexRowsAfter>>[number];

/** The row before `before` in the range's view (its balance is the one there): none when the view starts later. */
const lastRowBefore = (db: Db, range: KardexRange<Bound>, before: Bound) =>
  rowsOf(db, range).selectAll().where("id", "<", before).orderBy("id", "desc").limit(sql.lit(1));

/** How many rows the range holds: an index range count (a product has at most its history). */
const rangeSize = (db: Db, range: KardexRange<Bound>) =>
  rowsOf(db, range)
    .select(sql<number | string>`count(*)`.as("n"))
    .where("id", ">=", range.from)
    .where("id", "<", range.to);

/** The range's figures and the view's balances before it (`o`) and at its end (`c`), all one row. */
function withFigures(db: Db, range: KardexRange<Bound>) {
  const [openingQuantity, openingValue] = balanceColumns("o", range.warehouseId);
  const [closingQuantity, closingValue] = balanceColumns("c", range.warehouseId);
  return db
    .selectFrom(rangeSize(db, range).as("size"))
    .leftJoin(lastRowBefore(db, range, range.from).as("o"), (join) => join.onTrue())
    .leftJoin(lastRowBefore(db, range, range.to).as("c"), (join) => join.onTrue())
    .select([
      "size.n",
      openingQuantity.as("opening_quantity"),
      openingValue.as("opening_value_cents"),
      closingQuantity.as("closing_quantity"),
      closingValue.as("closing_value_cents"),
    ]);
}

type FigureColumns = {
  n: unknown;
  opening_quantity: unknown;
  opening_value_cents: unknown;
  closing_quantity: unknown;
  closing_value_cents: unknown;
};

function figuresOf(row: FigureColumns) {
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

/**
 * How many rows the range holds and the view's balances before it and at its end (an export's heading):
 * a count over years of a product's ledger, off the event loop (db/long-reads.ts).
 */
export async function kardexFigures(db: Db, range: KardexRange) {
  return figuresOf(await withFigures(longReadsOf(db), range).executeTakeFirstOrThrow());
}

/**
 * A whole kardex page in one statement, compiled once (db/prepared.ts: no planning of its seven tables
 * on every page, which was most of a PostgreSQL page's time): the product's heading, whether the chosen
 * warehouse exists, the range's figures, and the page's rows with their documents' and warehouse's
 * names. No product row means no row at all; an empty page is one row whose movement columns are null.
 * The page's ids are cut from the index first and only their rows read: PostgreSQL would otherwise
 * fetch every skipped row of a deep page.
 */
const pageStatementOf = (byWarehouse: boolean) =>
  prepared(
    (db, productId: Arg<string>, warehouseId: Arg<string>, from: Arg<string>, to: Arg<string>, offset: Arg<number>) => {
      const range = { productId, warehouseId: byWarehouse ? warehouseId : undefined, from, to };
      const [quantity, value] = balanceColumns("m", range.warehouseId);
      const page = db
        .selectFrom(idsInRange(db, range).limit(sql.lit(PAGE_SIZE)).offset(offset).as("ids"))
        .innerJoin("movements as pm", "pm.id", "ids.id")
        .selectAll("pm");
      return db
        .selectFrom("products as p")
        .innerJoin(withFigures(db, range).as("f"), (join) => join.onTrue())
        .$if(byWarehouse, (q) => q.leftJoin("warehouses as chosen", (join) => join.on("chosen.id", "=", warehouseId)))
        .leftJoin(page.as("m"), (join) => join.onTrue())
        .leftJoin("warehouses as wh", "wh.id", "m.warehouse_id")
        .$call((query) => withDocumentNumbers(query, "m.reference"))
        .where("p.id", "=", productId)
        .select([
          "p.name as product_name",
          "p.sku as product_sku",
          "f.n",
          "f.opening_quantity",
          "f.opening_value_cents",
          "f.closing_quantity",
          "f.closing_value_cents",
          byWarehouse
            ? sql.ref<string | null>("chosen.id").as("chosen_warehouse")
            : sql<string | null>`null`.as("chosen_warehouse"),
          ...ROW_COLUMNS,
          quantity.as("balance_quantity"),
          value.as("balance_value_cents"),
        ])
        .orderBy("m.id");
    },
  );

const productPageStatement = pageStatementOf(false);
const warehousePageStatement = pageStatementOf(true);

/**
 * One page of the range with its heading and figures; null when the product does not exist, and
 * `warehouseFound` false when a chosen warehouse does not.
 */
export async function kardexPage(db: Db, range: KardexRange, offset: number) {
  const statement = range.warehouseId === undefined ? productPageStatement : warehousePageStatement;
  // The product's statement has no warehouse in its SQL: the argument is there only to keep one signature.
  const rows = await statement(db, range.productId, range.warehouseId ?? "", range.from, range.to, offset);
  const [first] = rows;
  if (!first) return null;
  return {
    product: { id: range.productId, name: first.product_name, sku: first.product_sku },
    warehouseFound: range.warehouseId === undefined || first.chosen_warehouse !== null,
    ...figuresOf(first),
    rows: rows.flatMap((row) => (row.id === null ? [] : [row as KardexRowData])),
  };
}
export const productHeading = (db: Db, productId: string) =>
  db.selectFrom("products").select(["id", "name", "sku"]).where("id", "=", productId).executeTakeFirst();

export const warehouseExists = async (db: Db, warehouseId: string) =>
  (await db.selectFrom("warehouses").select("id").where("id", "=", warehouseId).executeTakeFirst()) !== undefined;
