import type { StockCountLine, StockCountVarianceProduct } from "@inventario/shared/stock-counts";
import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { arrayBatches, keysetBatches, mapBatches } from "../../lib/export/batches";
import { type Column, columns, type ExportSource } from "../../lib/export/columns";
import { normalizeForSearch } from "../../lib/search-text";
import { type SheetCount, type SheetRequest, toLines } from "./count-sheet";
import type { Variance } from "./count-variance";
import * as repo from "./stock-counts.repository";

/**
 * The count sheet's columns: what a counter fills in ('Código', 'Lote', 'Contado': the columns an
 * uploaded sheet is read by) and, for whoever may see the book, its quantity and the difference.
 */
const counterColumns = columns<StockCountLine>()([
  { header: "Código", kind: "text", value: (line) => line.product.sku },
  { header: "Producto", kind: "text", value: (line) => line.product.name },
  { header: "Categoría", kind: "text", value: (line) => line.product.category },
  { header: "Lote", kind: "text", value: (line) => line.lot_number },
  { header: "Vence", kind: "date", value: (line) => line.expiration_date },
  { header: "Unidad", kind: "text", value: (line) => line.unit },
  { header: "Contado", kind: "integer", value: (line) => line.counted },
  { header: "Contado por", kind: "text", value: (line) => line.counted_by.join(", ") },
]);
const bookColumns = columns<StockCountLine>()([
  { header: "Existencia", kind: "integer", value: (line) => line.book },
  { header: "Diferencia", kind: "integer", value: (line) => line.difference },
  { header: "Valor diferencia", kind: "money", value: (line) => line.difference_value },
  { header: "Ajuste aplicado", kind: "integer", value: (line) => line.adjusted },
]);

const varianceColumns = columns<StockCountVarianceProduct>()([
  { header: "Código", kind: "text", value: (row) => row.product.sku },
  { header: "Producto", kind: "text", value: (row) => row.product.name },
  { header: "Categoría", kind: "text", value: (row) => row.product.category },
  { header: "Lotes con diferencia", kind: "integer", value: (row) => row.lots },
  { header: "Existencia", kind: "integer", value: (row) => row.book },
  { header: "Contado", kind: "integer", value: (row) => row.counted },
  { header: "Diferencia", kind: "integer", value: (row) => row.difference },
  { header: "Valor", kind: "money", value: (row) => row.value },
]);

/** The headers a counter's sheet has (an uploaded sheet is read by them). */
export const countSheetHeaders = counterColumns.map((column) => column.header);
export const bookSheetHeaders = bookColumns.map((column) => column.header);

export type StockCountsExport = ReturnType<typeof createStockCountsExport>;

export function createStockCountsExport(db: Db) {
  return {
    /** The variance report's products, in its order (the report is computed whole: it is in memory). */
    variance(count: { number: number }, report: Variance): ExportSource<StockCountVarianceProduct> {
      return {
        name: `diferencias-conteo-${count.number}`,
        sheet: "Diferencias",
        columns: varianceColumns,
        rows: arrayBatches(report.products),
        total: report.products.length,
      };
    },

    /**
     * The sheet with the page's filter and search, every row, in its order; without the book's columns
     * for a caller who may not see them (a counter of a blind count).
     */
    sheet(
      scope: repo.Scope & SheetCount & { number: number },
      request: SheetRequest,
      showsBook: boolean,
    ): ExportSource<StockCountLine> {
      const reads = longReadsOf(db);
      const query = {
        filter: request.filter,
        search: request.search ? normalizeForSearch(request.search) || undefined : undefined,
      };
      const sheetColumns: ReadonlyArray<Column<StockCountLine>> = showsBook
        ? [...counterColumns, ...bookColumns]
        : counterColumns;
      return {
        name: `conteo-${scope.number}`,
        sheet: "Hoja de conteo",
        columns: sheetColumns,
        rows: mapBatches(
          keysetBatches(
            (after: repo.SheetKey | null, limit: number) =>
              repo.sheetPage(reads, scope, { ...query, after: after ?? undefined }, limit, 0),
            (row) => ({ product_id: row.product_id, lot_key: row.lot_key }),
          ),
          (rows) => toLines(reads, scope, rows, showsBook),
        ),
      };
    },
  };
}
