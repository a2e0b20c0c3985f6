import { DOCUMENT_KIND_CODES, documentReferenceLabel } from "@inventario/shared/document-numbers";
import type { Movement } from "@inventario/shared/movements";
import type { Db } from "../../db/connection";
import { type DocumentNumbers, documentNumberColumn } from "../../db/documents";
import { cappedPage, type KeysetQuery, paged, pageOffset } from "../../lib/paging";
import * as repo from "./movements.repository";

type Referenced = Pick<repo.MovementRow, "reference"> & DocumentNumbers;

/**
 * A ledger row's reference as a person reads it: the document it names ("Alistamiento A-000123",
 * "Venta V-000123", "Traslado T-000045"), otherwise as written (null stays null). The kardex reads it too.
 */
export function readableReference(row: Referenced): string | null {
  for (const kind of DOCUMENT_KIND_CODES) {
    const number = row[documentNumberColumn(kind)];
    if (number !== null) return documentReferenceLabel(kind, Number(number));
  }
  return row.reference;
}

/** A ledger row as the API answers it: its columns (not the documents' numbers), then the readable reference. */
export function toMovement(row: repo.MovementRow): Movement {
  const movement: Movement = {
    id: row.id,
    product_id: row.product_id,
    warehouse_id: row.warehouse_id,
    type: row.type,
    quantity: row.quantity,
    unit: row.unit,
    lot_number: row.lot_number,
    reference: row.reference,
    created_at: row.created_at,
    reference_label: readableReference(row),
  };
  return movement;
}

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
          count: async () => ({ total: await repo.productMovementCount(db, product_id), capped: false }),
          rows: async (limit, offset) =>
            (await repo.ledgerRows(db, { productId: product_id, after }, limit, offset)).map(toMovement),
        },
      );
    }
    // The first pages: one compiled statement reads the page and its exact size (the target).
    const offset = pageOffset(page);
    const { total, rows } = await repo.productMovementPage(db, product_id, offset);
    const more = offset + rows.length < total;
    return {
      ...paged(rows.map(toMovement), page, total),
      total_capped: false,
      next_after: more ? (rows.at(-1)?.id ?? null) : null,
    };
  }

  const wholeLedgerPage = async ({ page, after }: LedgerQuery) =>
    cappedPage(
      { page, after },
      {
        count: () => repo.cappedLedgerSize(db),
        rows: async (limit, offset) => (await repo.ledgerRows(db, { after }, limit, offset)).map(toMovement),
      },
    );

  return {
    page: (query: LedgerQuery) =>
      query.product_id === undefined ? wholeLedgerPage(query) : productPage({ ...query, product_id: query.product_id }),

    recent: async (limit: number) => (await repo.recentMovements(db, limit)).map(toMovement),
  };
}
