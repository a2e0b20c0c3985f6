import { PAGE_SIZE } from "@inventario/shared/constants";
import type { Db } from "../../db/connection";
import { paged, pageOffset } from "../../lib/paging";
import * as repo from "./movements.repository";

export type MovementsService = ReturnType<typeof createMovementsService>;

export type LedgerQuery = { page: number; product_id?: string | undefined; after?: string | undefined };

/**
 * The ledger, newest first. One product's history (the product detail) has an exact size kept on the
 * product, so its pages are exact; the whole ledger (an API-only view, 10M rows at the large size) is
 * counted only up to COUNT_CAP and paged on from `after` (docs/decisions/0008-list-counts.md).
 */
export function createMovementsService(db: Db) {
  async function productPage({ page, product_id, after }: LedgerQuery & { product_id: string }) {
    const offset = pageOffset(page);
    const { total, rows } =
      after === undefined
        ? await repo.productMovementPage(db, product_id, offset)
        : {
            total: await repo.productMovementCount(db, product_id),
            rows: await repo.ledgerRows(db, { productId: product_id, after }, PAGE_SIZE, 0),
          };
    const more = after === undefined ? offset + rows.length < total : rows.length === PAGE_SIZE;
    return { ...paged(rows, page, total), total_capped: false, next_after: more ? (rows.at(-1)?.id ?? null) : null };
  }

  async function wholeLedgerPage({ page, after }: LedgerQuery) {
    const offset = after === undefined ? pageOffset(page) : 0;
    const { total, capped } = await repo.cappedLedgerSize(db);
    // ?page= reaches the counted rows; past them a page is empty, as past any list's end (use ?after=).
    const read =
      after === undefined && offset >= total ? [] : await repo.ledgerRows(db, { after }, PAGE_SIZE + 1, offset);
    const rows = read.slice(0, PAGE_SIZE);
    const next_after = read.length > PAGE_SIZE ? (rows.at(-1)?.id ?? null) : null;
    return { ...paged(rows, page, total), total_capped: capped, next_after };
  }

  return {
    page: (query: LedgerQuery) =>
      query.product_id === undefined ? wholeLedgerPage(query) : productPage({ ...query, product_id: query.product_id }),

    recent: (limit: number) => repo.recentMovements(db, limit),
  };
}
