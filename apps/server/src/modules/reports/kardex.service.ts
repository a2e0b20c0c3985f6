import { fromCents } from "@inventario/shared/money";
import { movementLabel, movementTypes } from "@inventario/shared/movements";
import { type KardexPage, type KardexQuery, reportMessages } from "@inventario/shared/reports";
import { averageCostCents, type Balance } from "@inventario/shared/valuation";
import type { Db } from "../../db/connection";
import { AppError, notFound } from "../../errors";
import { businessToday } from "../../lib/business-date";
import { keysetBatches, mapBatches } from "../../lib/export/batches";
import { paged, pageOffset } from "../../lib/paging";
import { readableReference } from "../movements/movements.service";
import * as repo from "./kardex.repository";
import { idBoundAfter, idBoundBefore } from "./ledger-bounds";

const ENTRY_DOCUMENT = "Entrada de inventario";

export const toBalanceFigures = (balance: Balance) => ({
  quantity: balance.quantity,
  average_cost: fromCents(averageCostCents(balance)),
  value: fromCents(balance.valueCents),
});

/** A flow column's figures: units, their unit cost (value ÷ units, to the cent) and their value. */
const flow = (quantity: number, valueCents: number) => ({
  quantity,
  unit_cost: fromCents(Math.round(valueCents / quantity)),
  total: fromCents(valueCents),
});

function toKardexRow(row: repo.KardexRowData) {
  const quantity = Number(row.quantity);
  const value = Number(row.value_cents);
  const entry = movementTypes[row.type].direction === 1;
  return {
    id: row.id,
    created_at: row.created_at,
    type: row.type,
    type_label: movementLabel(row.type),
    // An entry written without a reference (POST /inventory) still names what it was.
    document: readableReference(row) ?? (row.type === "IN" ? ENTRY_DOCUMENT : null),
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
    lot_number: row.lot_number,
    unit: row.unit,
    entry: entry ? flow(quantity, value) : null,
    exit: entry ? null : flow(quantity, value),
    balance: toBalanceFigures({
      quantity: Number(row.balance_quantity),
      valueCents: Number(row.balance_value_cents),
    }),
  };
}

export type KardexService = ReturnType<typeof createKardexService>;

/**
 * The kardex valorizado (docs/decisions/0019-kardex-valuation.md): a product's ledger in date order
 * between two business dates, with each row's balance as written with it, so a page reads its rows and
 * two balances (before the range, at its end) and never sums history.
 */
export function createKardexService(db: Db) {
  /** The query's dates (defaults: this month) and range of ids; 400 when the dates are the wrong way round. */
  function rangeOf(productId: string, query: KardexQuery) {
    const to = query.to ?? businessToday();
    const from = query.from ?? `${to.slice(0, 8)}01`;
    if (from > to) throw invalid("to", reportMessages.dateRangeInvalid);
    const warehouseId = query.warehouse_id;
    const range = { productId, warehouseId, from: idBoundBefore(from), to: idBoundAfter(to) };
    return { from, to, warehouseId, range };
  }

  return {
    async page(productId: string, query: KardexQuery): Promise<KardexPage> {
      const { from, to, warehouseId, range } = rangeOf(productId, query);
      const page = await repo.kardexPage(db, range, pageOffset(query.page));
      if (!page) throw productMissing();
      if (!page.warehouseFound) throw warehouseMissing();
      const { product, total, opening, closing, rows } = page;
      return {
        ...paged(rows.map(toKardexRow), query.page, total),
        product,
        from,
        to,
        warehouse_id: warehouseId ?? null,
        opening: toBalanceFigures(opening),
        closing: toBalanceFigures(closing),
      };
    },

    /** The whole range for an export: its heading, opening balance and size, and its rows in batches. */
    async all(productId: string, query: KardexQuery) {
      const { warehouseId, range } = rangeOf(productId, query);
      const [product, warehouseFound] = await Promise.all([
        repo.productHeading(db, productId),
        warehouseId === undefined || repo.warehouseExists(db, warehouseId),
      ]);
      if (!product) throw productMissing();
      if (!warehouseFound) throw warehouseMissing();
      const { total, opening } = await repo.kardexFigures(db, range);
      const rows = mapBatches(
        keysetBatches(
          (after: string | null, limit) => repo.kardexRowsAfter(db, range, after, limit),
          (row) => row.id,
        ),
        (batch) => batch.map(toKardexRow),
      );
      return { product, total, opening: toBalanceFigures(opening), rows };
    },
  };
}

const invalid = (field: string, message: string) => new AppError(400, "VALIDATION", message, { [field]: message });
const productMissing = () => notFound(reportMessages.productNotFound);
const warehouseMissing = () => invalid("warehouse_id", reportMessages.warehouseNotFound);
