import { type Insertable, sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { listShape } from "../../db/lists/list-page";
import { optionalPersonName } from "../../db/person-name";
import type { TransfersTable } from "../../db/types";

/**
 * A transfer as the list shows it (newest first), with the names of its product, warehouses and
 * employee joined in, so a page is one statement.
 */
export const transferList = listShape("transfers", (r) =>
  r
    .innerJoin("products as p", "p.id", "r.product_id")
    .innerJoin("warehouses as wf", "wf.id", "r.from_warehouse_id")
    .innerJoin("warehouses as wt", "wt.id", "r.to_warehouse_id")
    .leftJoin("employees as e", "e.id", "r.employee_id")
    .select([
      "r.id",
      "r.number",
      "r.created_at",
      "r.product_id",
      "p.name as product_name",
      "p.sku as product_sku",
      "r.from_warehouse_id",
      "wf.name as from_warehouse_name",
      "r.to_warehouse_id",
      "wt.name as to_warehouse_name",
      "r.lot_number",
      "r.quantity",
      "r.unit",
      "r.note",
      optionalPersonName("e").as("employee_name"),
    ]),
);

/**
 * Everything a transfer checks, in one statement: the product, both warehouses and the source lot
 * (product, warehouse, lot number). One row when the product exists; the warehouses' and the lot's
 * columns are null when they do not. Read after the product is locked, so the lot's quantity is current.
 */
export function transferSources(
  trx: Db,
  input: { product_id: string; from_warehouse_id: string; to_warehouse_id: string; lot_number: string | null },
) {
  return trx
    .selectFrom("products as p")
    .leftJoin("warehouses as wf", (join) => join.on("wf.id", "=", input.from_warehouse_id))
    .leftJoin("warehouses as wt", (join) => join.on("wt.id", "=", input.to_warehouse_id))
    .leftJoin("lots as l", (join) =>
      join
        .onRef("l.product_id", "=", "p.id")
        .on("l.warehouse_id", "=", input.from_warehouse_id)
        .on("l.lot_key", "=", input.lot_number ?? ""),
    )
    .select([
      "p.id as product_id",
      "p.name as product_name",
      "p.sku as product_sku",
      "p.is_active as product_active",
      "wf.name as from_name",
      "wf.is_active as from_active",
      "wt.name as to_name",
      "wt.is_active as to_active",
      "l.id as lot_id",
      "l.quantity as lot_quantity",
      "l.unit as lot_unit",
      "l.cost_cents as lot_cost_cents",
      "l.expiration_date as lot_expiration_date",
    ])
    .where("p.id", "=", input.product_id)
    .executeTakeFirst();
}

/**
 * The next transfer number: PostgreSQL's sequence (gaps tolerated, never reused, no lock between
 * concurrent transfers); on SQLite the largest plus one, which its single writer (BEGIN IMMEDIATE)
 * makes safe. Called inside the write transaction.
 */
export async function nextTransferNumber(trx: Db): Promise<number> {
  const query = isPostgres(trx)
    ? sql<{ n: number | string }>`select nextval('transfers_number_seq') as n`
    : sql<{ n: number | string }>`select coalesce(max(number), 0) + 1 as n from transfers`;
  const { rows } = await query.execute(trx);
  return Number(rows[0]?.n);
}

export const insertTransfer = (trx: Db, row: Insertable<TransfersTable>) =>
  trx.insertInto("transfers").values(row).execute();
