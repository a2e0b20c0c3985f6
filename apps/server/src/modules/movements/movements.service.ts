import type { Db } from "../../db/connection";
import { cappedPage, type KeysetQuery, paged, pageOffset } from "../../lib/paging";
import * as repo from "./movements.repository";

export type MovementsService = ReturnType<typeof createMovementsService>;

type LedgerQuery = KeysetQuery & { product_id?: string | undefined };

/**
 * The ledger, newest first. One product's history (the product detail) has an exact size kept on the
 * product, so its pages are exact; the whole ledger (an API-only view, 10M rows at the large size) is
 * counted only up to COUNT_CAP and paged on from `after` (docs/decisions/0008-list-counts.md).
 */
export function createMovementsService(db: Db) {
  async function productPage({ page, product_id, after }: LedgerQuery & { product_id: string }) {
    if (after !== undefined) {
      return cappedPage(
        { page, after },
        {
          size: { total: await repo.productMovementCount(db, product_id), capped: false },
          rows: (limit, offset) => repo.ledgerRows(db, { productId: product_id, after }, limit, offset),
        },
      );
    }
    // The first pages: one compiled statement reads the page and its exact size (the target).
    const offset = pageOffset(page);
    const { total, rows } = await repo.productMovementPage(db, product_id, offset);
    const more = offset + rows.length < total;
    return { ...paged(rows, page, total), total_capped: false, next_after: more ? (rows.at(-1)?.id ?? null) : null };
  }

  const wholeLedgerPage = async ({ page, after }: LedgerQuery) =>
    cappedPage(
      { page, after },
      {
        size: await repo.cappedLedgerSize(db),
        rows: (limit, offset) => repo.ledgerRows(db, { after }, limit, offset),
      },
    );

  return {
    page: (query: LedgerQuery) =>
      query.product_id === undefined ? wholeLedgerPage(query) : productPage({ ...query, product_id: query.product_id }),

    recent: (limit: number) => repo.recentMovements(db, limit),
  };
}
