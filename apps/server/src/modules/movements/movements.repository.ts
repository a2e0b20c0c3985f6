import { PAGE_SIZE } from "@inventario/shared/constants";
import { type AliasedSelectQueryBuilder, type Selectable, sql } from "kysely";
import { cappedCount } from "../../db/capped-count";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { type DocumentNumbers, withDocumentNumbers } from "../../db/documents";
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
 * A ledger row with the number of the document its reference names, if any, one column per document
 * kind (db/documents.ts: a picking request's OUT rows, a sale's RETURN rows, a transfer's
 * TRANSFER_OUT/IN rows). At most one is not null; the service turns it into the readable label
 * ("Alistamiento A-000123").
 */
export type MovementRow = LedgerColumns & DocumentNumbers;

/**
 * The rows of a page of the ledger (already limited, aliased m) with their documents' numbers: one
 * primary-key lookup per document kind and row of the page, after it is cut, never over the rows an
 * OFFSET skips.
 */
const withDocumentNumbersOf = (db: Db, page: AliasedSelectQueryBuilder<LedgerColumns, "m">): Promise<MovementRow[]> =>
  withDocumentNumbers(
    db.selectFrom(page).select(MOVEMENT_COLUMNS.map((column) => `m.${column}` as const)),
    "m.reference",
  )
    .orderBy("m.id", "desc")
    .execute();

/** The latest movements of the whole ledger (ids are time-ordered). */
export const recentMovements = (db: Db, limit: number) =>
  withDocumentNumbersOf(
    db,
    db.selectFrom("movements").select(MOVEMENT_COLUMNS).orderBy("id", "desc").limit(limit).as("m"),
  );

/** A product's ledger size (a product without ledger rows has no count row): one row, none without the product. */
const movementCountOf = (db: Db, productId: Arg<string> | string) =>
  db
    .selectFrom("products as p")
    .leftJoin("product_movement_counts as c", "c.product_id", "p.id")
    .select((eb) => eb.fn.coalesce("c.movement_count", sql.lit(0)).as("total"))
    .where("p.id", "=", productId);

/**
 * A page of one product's ledger, newest first, and its size kept beside the product
 * (product_movement_counts, by triggers on the ledger): one statement, compiled once (the movement
 * history target, db/prepared.ts).
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
    .selectFrom(movementCountOf(db, productId).as("t"))
    .leftJoin(page.as("m"), (join) => join.onTrue())
    .select("t.total")
    .select(MOVEMENT_COLUMNS.map((column) => `m.${column}` as const))
    .$call((query) => withDocumentNumbers(query, "m.reference"))
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
  Number((await movementCountOf(db, productId).executeTakeFirst())?.total ?? 0);

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
  return withDocumentNumbersOf(db, (offset > 0 ? query.offset(offset) : query).as("m"));
}
