import type { SaleDetail, SaleStatus } from "@inventario/shared/sales";
import { type Insertable, sql } from "kysely";
import type { Db } from "../../db/connection";
import { optionalPersonName } from "../../db/person-name";
import type { SaleRefundsTable, SaleReturnLinesTable, SaleReturnsTable } from "../../db/types";

/**
 * The queries of a sale's returns (devoluciones): what came back of each product, each return as the
 * sale's detail shows it, and what a new return writes.
 */

/** Units of each product of the sale that came back, restocked or written off. */
export async function returnedByProduct(db: Db, saleId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("sale_return_lines")
    .select(["product_id", (eb) => eb.fn.sum<number | string>("quantity").as("quantity")])
    .where("sale_id", "=", saleId)
    .groupBy("product_id")
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.quantity)]));
}

/** The sale's returns, oldest first, each with its lines (saleDetailSchema.returns, less their money). */
export async function returnsOfSale(
  db: Db,
  saleId: string,
): Promise<Array<Omit<SaleDetail["returns"][number], "amount" | "refunds">>> {
  const returns = await db
    .selectFrom("sale_returns as r")
    .leftJoin("employees as e", "e.id", "r.employee_id")
    .select(["r.id", "r.created_at", "r.reason", optionalPersonName("e").as("employee_name")])
    .where("r.sale_id", "=", saleId)
    .orderBy("r.created_at")
    .orderBy("r.id")
    .execute();
  if (returns.length === 0) return [];
  const lines = await db
    .selectFrom("sale_return_lines as l")
    .innerJoin("products as p", "p.id", "l.product_id")
    .innerJoin("warehouses as w", "w.id", "l.warehouse_id")
    .select([
      "l.return_id",
      "l.product_id",
      "p.name as product_name",
      "l.warehouse_id",
      "w.name as warehouse_name",
      "l.lot_number",
      "l.quantity",
      "l.restock",
    ])
    .where("l.sale_id", "=", saleId)
    .orderBy("l.id")
    .execute();
  return returns.map((r) => ({
    ...r,
    lines: lines
      .filter((line) => line.return_id === r.id)
      .map(({ return_id: _, restock, ...line }) => ({ ...line, restock: restock === 1 })),
  }));
}

/** Active warehouses among these ids: where returned goods may go. */
export const activeWarehouseIds = async (db: Db, ids: string[]) =>
  (await db.selectFrom("warehouses").select("id").where("id", "in", ids).where("is_active", "=", 1).execute()).map(
    (row) => row.id,
  );

/**
 * The product's lots of this lot number, in any warehouse, the given warehouse's first: where a
 * returned unit takes its cost, expiration and unit from (the unique (product, warehouse, lot_key)
 * index finds them).
 */
export const lotsNumbered = (db: Db, productId: string, warehouseId: string, lotNumber: string | null) =>
  db
    .selectFrom("lots")
    .select(["warehouse_id", "unit", "cost_cents", "expiration_date"])
    .where("product_id", "=", productId)
    .where("lot_key", "=", lotNumber ?? "")
    .orderBy(sql`case when warehouse_id = ${warehouseId} then 0 else 1 end`)
    .orderBy("quantity", "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();

/**
 * The lot the request's latest dispatch of the product came from (its OUT movements reference the
 * request). Lots are never deleted, so it is there; read only when the lot number is new to the product.
 */
export const dispatchedLot = (db: Db, productId: string, withdrawalId: string) =>
  db
    .selectFrom("movements as m")
    .innerJoin("lots as l", "l.id", "m.lot_id")
    .select(["l.unit", "l.cost_cents", "l.expiration_date"])
    .where("m.product_id", "=", productId)
    .where("m.type", "=", "OUT")
    .where("m.reference", "=", withdrawalId)
    .orderBy("m.id", "desc")
    .limit(1)
    .executeTakeFirst();

/** What the request's dispatches of the product took out: units and their value (the kardex's). */
export async function dispatchedValue(db: Db, productId: string, withdrawalId: string) {
  const row = await db
    .selectFrom("movements")
    .select([
      sql<string>`coalesce(sum(quantity), 0)`.as("quantity"),
      sql<string>`coalesce(sum(value_cents), 0)`.as("value"),
    ])
    .where("product_id", "=", productId)
    .where("type", "=", "OUT")
    .where("reference", "=", withdrawalId)
    .executeTakeFirstOrThrow();
  return { quantity: Number(row.quantity), valueCents: Number(row.value) };
}

export async function insertReturn(
  trx: Db,
  saleReturn: Insertable<SaleReturnsTable>,
  lines: Insertable<SaleReturnLinesTable>[],
) {
  await trx.insertInto("sale_returns").values(saleReturn).execute();
  await trx.insertInto("sale_return_lines").values(lines).execute();
}

export const setSaleStatus = (trx: Db, saleId: string, status: SaleStatus) =>
  trx.updateTable("sales").set({ status }).where("id", "=", saleId).execute();

/** What was given back of the sale so far, per method (its refunds: returns and a cancellation). */
export async function refundedByMethod(db: Db, saleId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("sale_refunds")
    .select(["method", (eb) => eb.fn.sum<number | string>("amount_cents").as("cents")])
    .where("sale_id", "=", saleId)
    .groupBy("method")
    .execute();
  return new Map(rows.map((row) => [row.method, Number(row.cents)]));
}

/** The sale's refunds, oldest first, with the number of the shift each came out of. */
export const refundsOfSale = (db: Db, saleId: string) =>
  db
    .selectFrom("sale_refunds as r")
    .leftJoin("cash_sessions as s", "s.id", "r.cash_session_id")
    .select(["r.return_id", "r.method", "r.amount_cents", "s.number as cash_session_number"])
    .where("r.sale_id", "=", saleId)
    .orderBy("r.id")
    .execute();

export async function insertRefunds(trx: Db, rows: Insertable<SaleRefundsTable>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto("sale_refunds").values(rows).execute();
}
