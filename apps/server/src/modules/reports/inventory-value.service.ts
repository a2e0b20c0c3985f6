import { fromCents } from "@inventario/shared/money";
import { type InventoryValuePage, type InventoryValueQuery, reportMessages } from "@inventario/shared/reports";
import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { AppError } from "../../errors";
import { businessToday } from "../../lib/business-date";
import { EXPORT_BATCH_ROWS, keysetBatches, mapBatches } from "../../lib/export/batches";
import { paged, pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import * as repo from "./inventory-value.repository";
import { warehouseExists } from "./kardex.repository";
import { toBalanceFigures } from "./kardex.service";
import { idBoundAfter } from "./ledger-bounds";

const invalid = (field: string, message: string) => new AppError(400, "VALIDATION", message, { [field]: message });

export type InventoryValueService = ReturnType<typeof createInventoryValueService>;

/**
 * The inventory's value at the end of a business date (docs/decisions/0019-kardex-valuation.md):
 * per product (or per product in one warehouse) its kardex balance at that date, and the grand total —
 * the whole inventory's from the kept daily totals, one warehouse's from its products' balances.
 */
export function createInventoryValueService(db: Db) {
  async function productsPage(query: InventoryValueQuery) {
    const warehouseId = query.warehouse_id;
    if (warehouseId === undefined) return repo.valuedProductList.page(db, { page: query.page, search: query.search });
    return repo.warehouseProductPage(db, warehouseId, normalizeForSearch(query.search ?? ""), pageOffset(query.page));
  }

  /** Validates the date and warehouse; the bound of the ledger rows up to the end of that date. */
  async function resolve(query: InventoryValueQuery) {
    const date = query.date ?? businessToday();
    if (date > businessToday()) throw invalid("date", reportMessages.futureDate);
    const warehouseId = query.warehouse_id;
    if (warehouseId !== undefined && !(await warehouseExists(db, warehouseId))) {
      throw invalid("warehouse_id", reportMessages.warehouseNotFound);
    }
    return { date, warehouseId, bound: idBoundAfter(date) };
  }

  /** The products' rows with their balances at the bound (one index read per product), read on `reader`. */
  async function valued(rows: repo.ValuedProduct[], bound: string, warehouseId: string | undefined, reader = db) {
    const balances = new Map(
      (
        await repo.balancesAt(
          reader,
          rows.map((row) => row.id),
          bound,
          warehouseId,
        )
      ).map((b) => [b.product_id, b]),
    );
    return rows.map((product) => {
      const balance = balances.get(product.id);
      return {
        product: { id: product.id, name: product.name, sku: product.sku, is_active: Boolean(product.is_active) },
        unit: balance?.unit ?? null,
        balance: toBalanceFigures({ quantity: balance?.quantity ?? 0, valueCents: balance?.value_cents ?? 0 }),
      };
    });
  }

  return {
    async page(query: InventoryValueQuery): Promise<InventoryValuePage> {
      const { date, warehouseId, bound } = await resolve(query);
      const [{ rows, total }, totalCents] = await Promise.all([
        productsPage(query),
        warehouseId === undefined ? repo.totalValueAt(db, date) : repo.warehouseValueAt(db, warehouseId, bound),
      ]);
      return {
        ...paged(await valued(rows, bound, warehouseId), query.page, total),
        date,
        warehouse_id: warehouseId ?? null,
        total_value: fromCents(totalCents),
      };
    },

    /** Every row of the report for an export, in the pages' order, a batch at a time. */
    async all(query: InventoryValueQuery) {
      const { date, warehouseId, bound } = await resolve(query);
      const term = normalizeForSearch(query.search ?? "");
      // The batches run off the event loop (db/long-reads.ts): 1M products are 1,000 of them.
      const reads = longReadsOf(db);
      const products: AsyncIterable<repo.ValuedProduct[]> =
        warehouseId === undefined
          ? repo.valuedProductList.walk(db, { search: query.search, size: EXPORT_BATCH_ROWS })
          : keysetBatches(
              (after: repo.WarehouseProductKey | null, limit) =>
                repo.warehouseProductsAfter(reads, warehouseId, term, after, limit),
              (row) => ({ sort_key: row.sort_key, id: row.id }),
            );
      return { date, rows: mapBatches(products, (batch) => valued(batch, bound, warehouseId, reads)) };
    },
  };
}
