import { PAGE_SIZE } from "@inventario/shared/constants";
import { type RawBuilder, type Selectable, sql } from "kysely";
import type { Db } from "../../db/connection";
import { offsetPage } from "../../db/offset-page";
import { preparedVariants } from "../../db/prepared";
import type { Database } from "../../db/types";

/** Stock per (product, warehouse) for these products, with warehouse names: one grouped query. */
export function stockByWarehouse(db: Db, productIds: string[]) {
  return db
    .selectFrom("lots")
    .innerJoin("warehouses", "warehouses.id", "lots.warehouse_id")
    .select([
      "lots.product_id as product_id",
      "warehouses.id as id",
      "warehouses.name as name",
      (eb) => eb.fn.sum<number>("lots.quantity").as("quantity"),
      // In floating point: a bigint sum of lot values could pass 2^63 for data every bound allows (many
      // lots at the largest value), and the value only feeds the weighted average cost.
      (eb) => eb.fn.sum<number>(sql`cast(lots.quantity as double precision) * lots.cost_cents`).as("value_cents"),
    ])
    .where("lots.product_id", "in", productIds)
    .groupBy(["lots.product_id", "warehouses.id", "warehouses.name"])
    .orderBy("warehouses.name")
    .execute();
}

export function findLot(db: Db, productId: string, warehouseId: string, lotNumber: string | null) {
  return db
    .selectFrom("lots")
    .select(["id", "product_id", "warehouse_id", "lot_number", "unit", "quantity"])
    .where("product_id", "=", productId)
    .where("warehouse_id", "=", warehouseId)
    .where("lot_key", "=", lotNumber ?? "")
    .executeTakeFirst();
}

export const activeProduct = (db: Db, id: string) =>
  db.selectFrom("products").select("id").where("id", "=", id).where("is_active", "=", 1).executeTakeFirst();

/** The product fields the inventory card shows next to the stock. */
export const inventoryProductRows = (db: Db, ids: string[]) =>
  db
    .selectFrom("products")
    .select(["id", "name", "sku", "description", "price_cents", "min_stock", "max_stock", "image_url"])
    .where("id", "in", ids)
    .execute();

const lotsOf = (db: Db, productId: string) => db.selectFrom("lots").where("lots.product_id", "=", productId);

export async function countLots(db: Db, productId: string): Promise<number> {
  const row = await lotsOf(db, productId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A page of a product's lots as they stand, by warehouse name then lot. */
export const lotPage = (db: Db, productId: string, offset: number) =>
  lotsOf(db, productId)
    .innerJoin("warehouses", "warehouses.id", "lots.warehouse_id")
    .select([
      "lots.id",
      "lots.product_id",
      "lots.warehouse_id",
      "warehouses.name as warehouse_name",
      "lots.lot_number",
      "lots.quantity",
      "lots.cost_cents",
      "lots.unit",
      "lots.expiration_date",
      "lots.min_stock",
      "lots.max_stock",
      "lots.acquired_at",
    ])
    .orderBy("warehouses.name")
    .orderBy("lots.lot_key")
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute();

/** A product's entries: its IN movements. */
const entriesOf = (db: Db, productId: string) =>
  db.selectFrom("movements").where("movements.product_id", "=", productId).where("movements.type", "=", "IN");

export async function countEntries(db: Db, productId: string): Promise<number> {
  const row = await entriesOf(db, productId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A page of a product's entries, newest first (ids are time-ordered). */
export const entryPage = (db: Db, productId: string, offset: number) =>
  entriesOf(db, productId)
    .innerJoin("warehouses", "warehouses.id", "movements.warehouse_id")
    .select([
      "movements.id",
      "warehouses.name as warehouse_name",
      "movements.lot_number",
      "movements.quantity",
      "movements.cost_cents",
      "movements.created_at as acquired_at",
    ])
    .orderBy("movements.id", "desc")
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute();

export const MOVEMENT_COLUMNS = [
  "id",
  "product_id",
  "warehouse_id",
  "type",
  "quantity",
  "unit",
  "lot_number",
  "reference",
  "created_at",
] as const;

type MovementRow = Pick<Selectable<Database["movements"]>, (typeof MOVEMENT_COLUMNS)[number]>;

/** Ledger rows newest first, the OFFSET over the (product_id, id) or (id) index alone. */
const ledgerPage = (db: Db, where: (row: string) => RawBuilder<unknown>, limit: number, offset: number) =>
  offsetPage(db, {
    table: "movements",
    columns: sql.raw(MOVEMENT_COLUMNS.map((column) => `r.${column}`).join(", ")),
    where,
    order: (row) => `${row}.id desc`,
    limit,
    offset,
  });

type PageWithTotal = Partial<MovementRow> & { total: number | string };

/**
 * A ledger page and the count it belongs to, in one statement (one round trip; the count is read with
 * the rows). `total` is a one-row query; no row there means no row at all, a page past the end one row
 * of nulls.
 */
const withTotal = (total: RawBuilder<unknown>, page: RawBuilder<unknown>) =>
  sql<PageWithTotal>`select t.total, m.* from (${total}) t left join (${page}) m on 1 = 1 order by m.id desc`;

const unpack = (rows: PageWithTotal[]) => ({
  total: Number(rows[0]?.total ?? 0),
  rows: rows.flatMap(({ total: _, ...row }) => (row.id ? [row as MovementRow] : [])),
});

/** Compiled once per page size (db/prepared.ts). */
const wholeLedgerPage = preparedVariants<[number], PageWithTotal>();
const productLedgerPage = preparedVariants<[string, number], PageWithTotal>();

/** A page of the whole ledger (an API-only view), with its size: the sum of ledger_count (migration 0011). */
export async function movementPage(db: Db, limit: number, offset: number) {
  const rows = await wholeLedgerPage(
    db,
    String(limit),
    (db, offset) =>
      withTotal(
        sql`select sum(n) as total from ledger_count`,
        ledgerPage(db, () => sql`1 = 1`, limit, offset),
      ),
    offset,
  );
  return unpack(rows);
}

/** A page of one product's ledger, with its size (kept on the product); an unknown product has none. */
export async function productMovementPage(db: Db, productId: string, limit: number, offset: number) {
  const rows = await productLedgerPage(
    db,
    String(limit),
    (db, productId, offset) =>
      withTotal(
        sql`select movement_count as total from products where id = ${productId}`,
        ledgerPage(db, (row) => sql`${sql.ref(`${row}.product_id`)} = ${productId}`, limit, offset),
      ),
    productId,
    offset,
  );
  return unpack(rows);
}
