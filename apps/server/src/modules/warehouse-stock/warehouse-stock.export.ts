import type { WarehouseStockRow } from "@inventario/shared/warehouse-stock";
import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { keysetBatches, mapBatches } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import * as repo from "./warehouse-stock.repository";
import { toStockRows } from "./warehouse-stock.service";

export const warehouseStockColumns = columns<WarehouseStockRow>()([
  { header: "Código", kind: "text", value: (row) => row.product.sku },
  { header: "Producto", kind: "text", value: (row) => row.product.name },
  { header: "Categoría", kind: "text", value: (row) => row.product.category },
  { header: "Lote", kind: "text", value: (row) => row.lot_number },
  { header: "Vence", kind: "date", value: (row) => row.expiration_date },
  { header: "Unidad", kind: "text", value: (row) => row.unit },
  { header: "Cantidad", kind: "integer", value: (row) => row.quantity },
  { header: "Reservado (producto)", kind: "integer", value: (row) => row.reserved },
  { header: "Disponible (producto)", kind: "integer", value: (row) => row.available },
]);

export type WarehouseStockExport = ReturnType<typeof createWarehouseStockExport>;

export function createWarehouseStockExport(db: Db) {
  return {
    /** Every lot the filters list, in the page's order, read in keyset batches off the event loop. */
    rows(filters: repo.StockFilters): ExportSource<WarehouseStockRow> {
      const reads = longReadsOf(db);
      return {
        name: "existencias",
        sheet: "Existencias",
        columns: warehouseStockColumns,
        rows: mapBatches(
          keysetBatches(
            (after: string | null, limit: number) => repo.stockPage(reads, filters, after ?? undefined, limit, 0),
            (row) => row.id,
          ),
          (rows) => toStockRows(reads, rows, filters.today),
        ),
      };
    },
  };
}
