import { PAGE_SIZE } from "@inventario/shared/constants";
import { type AliasedSelectQueryBuilder, type Selectable, sql } from "kysely";
import { cappedCount } from "../../db/capped-count";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { type Arg, prepared } from "../../db/prepared";
import type { Database } from "../../db/types";

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

type LedgerColumns = Pick<Selectable<Database["movements"]>, (typeof MOVEMENT_COLUMNS)[number]>;

/**
 * A ledger row with the number of the document its reference names, if any: a picking request (its
 * OUT rows), a sale (its RETURN rows) or a transfer (its TRANSFER_OUT/IN rows). At most one is not null;
 * the service turns it into the readable label ("Alistamiento A-000123").
 */
export type MovementRow = LedgerColumns & {
  withdrawal_number: number | null;
  sale_number: number | null;
  transfer_number: number | null;
};

/** The joined numbers' columns, for a query that left-joins the documents as w, s and tr. */
const DOCUMENT_NUMBERS = [
  "w.number as withdrawal_number",
  "s.number as sale_number",
  "tr.number as transfer_number",
] as const;

/**
 * The rows of a page of the ledger (already limited, aliased m) with their documents' numbers: three
 * primary-key lookups per row of the page, after it is cut, never over the rows an OFFSET skips.
 */
const withDocumentNumbers = (db: Db, page: AliasedSelectQueryBuilder<LedgerColumns, "m">): Promise<MovementRow[]> =>
  db
    .selectFrom(page)
    .leftJoin("withdrawals as w", "w.id", "m.reference")
    .leftJoin("sales as s", "s.id", "m.reference")
    .leftJoin("transfers as tr", "tr.id", "m.reference")
    .select(MOVEMENT_COLUMNS.map((column) => `m.${column}` as const))
    .select(DOCUMENT_NUMBERS)
    .orderBy("m.id", "desc")
    .execute();

/** The latest movements of the whole ledger (ids are time-ordered). */
export const recentMovements = (db: Db, limit: number) =>
  withDocumentNumbers(
    db,
    db.selectFrom("movements").select(MOVEMENT_COLUMNS).orderBy("id", "desc").limit(limit).as("m"),
  );

/**
 * A page of one product's ledger, newest first, and its size kept on the product (movement_count, by a
 * trigger on the ledger): one statement, compiled once (the movement history target, db/prepared.ts).
 * The OFFSET runs over the (product_id, id) index alone and only the page's rows are read: PostgreSQL
 * is given the page's ids first, since it would fetch every skipped row's columns otherwise.
 * No product row means no row at all; a page past the end is one row of nulls that carries the size.
 */
const productPageStatement = prepared((db, productId: Arg<string>, offset: Arg<number>) => {
  const pageOf = () =>
    db
      .selectFrom("movements")
      .where("product_id", "=", productId)
      .orderBy("id", "desc")
      .limit(sql.lit(PAGE_SIZE))
      .offset(offset);
  const page = isPostgres(db)
    ? db
        .selectFrom(pageOf().select("id").as("ids"))
        .innerJoin("movements", "movements.id", "ids.id")
        .select(MOVEMENT_COLUMNS.map((column) => `movements.${column}` as const))
    : pageOf().select(MOVEMENT_COLUMNS);
  return db
    .selectFrom(db.selectFrom("products").select("movement_count as total").where("id", "=", productId).as("t"))
    .leftJoin(page.as("m"), (join) => join.onTrue())
    .leftJoin("withdrawals as w", "w.id", "m.reference")
    .leftJoin("sales as s", "s.id", "m.reference")
    .leftJoin("transfers as tr", "tr.id", "m.reference")
    .select("t.total")
    .select(MOVEMENT_COLUMNS.map((column) => `m.${column}` as const))
    .select(DOCUMENT_NUMBERS)
    .orderBy("m.id", "desc");
});

export async function productMovementPage(db: Db, productId: string, offset: number) {
  const rows = await productPageStatement(db, productId, offset);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.flatMap(({ total: _, ...row }) => (row.id === null ? [] : [row as MovementRow])),
  };
}

export const productMovementCount = async (db: Db, productId: string) =>
  Number(
    (await db.selectFrom("products").select("movement_count").where("id", "=", productId).executeTakeFirst())
      ?.movement_count ?? 0,
  );

/** How many movements the whole ledger holds, counted up to COUNT_CAP. */
export const cappedLedgerSize = (db: Db) => cappedCount(db, "movements");

/**
 * Up to `limit` ledger rows, newest first: one product's or the whole ledger's, those older than
 * `after` (keyset, any depth) or from an OFFSET (the first pages).
 */
export function ledgerRows(
  db: Db,
  where: { productId?: string | undefined; after?: string | undefined },
  limit: number,
  offset: number,
): Promise<MovementRow[]> {
  let query = db.selectFrom("movements").select(MOVEMENT_COLUMNS).orderBy("id", "desc").limit(limit);
  if (where.productId !== undefined) query = query.where("product_id", "=", where.productId);
  if (where.after !== undefined) query = query.where("id", "<", where.after);
  return withDocumentNumbers(db, (offset > 0 ? query.offset(offset) : query).as("m"));
}
