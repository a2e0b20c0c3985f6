import { type SaleListItem, type SaleListQuery, saleStatusLabels } from "@inventario/shared/sales";
import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { EXPORT_BATCH_ROWS, keysetBatches, mapBatches } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import * as repo from "./sales-history.repository";
import { historyFilters, toListItem } from "./sales-history.service";

export const saleHistoryColumns = columns<SaleListItem>()([
  { header: "Número", kind: "text", value: (sale) => sale.number },
  { header: "Fecha", kind: "datetime", value: (sale) => sale.created_at },
  { header: "Identificación del cliente", kind: "text", value: (sale) => sale.client.identification },
  { header: "Cliente", kind: "text", value: (sale) => sale.client.name },
  { header: "Vendedor", kind: "text", value: (sale) => sale.employee_name },
  { header: "Total", kind: "money", value: (sale) => sale.total },
  { header: "Estado", kind: "text", value: (sale) => saleStatusLabels[sale.status] },
]);

export type SalesHistoryExport = ReturnType<typeof createSalesHistoryExport>;

export function createSalesHistoryExport(db: Db) {
  return {
    /**
     * Every sale of the history as the screen filters it, newest first: the bucketed list when nothing
     * filters it, else the filtered history walked by keyset with the list's own conditions.
     */
    async list(query: Omit<SaleListQuery, "page">): Promise<ExportSource<SaleListItem>> {
      const filters = await historyFilters(db, query);
      // The count and batches run off the event loop (db/long-reads.ts).
      const reads = longReadsOf(db);
      const rows =
        filters === null
          ? repo.saleHistoryList.walk(db, { descending: true, size: EXPORT_BATCH_ROWS })
          : keysetBatches(
              (before: string | null, limit: number) => repo.filteredSalesBefore(reads, filters, before, limit),
              (sale) => sale.id,
            );
      return {
        name: "ventas",
        sheet: "Ventas",
        columns: saleHistoryColumns,
        total: filters === null ? await repo.saleHistoryList.count(db) : await repo.countFilteredSales(reads, filters),
        rows: mapBatches(rows, (batch) => batch.map(toListItem)),
      };
    },
  };
}
