import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import { purchaseOrderStatusLabels } from "@inventario/shared/purchases";
import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { EXPORT_BATCH_ROWS, keysetBatches } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import { type OrderListFilters, orderFilters } from "./order-filters";
import * as repo from "./purchases.repository";

type OrderRow = Awaited<ReturnType<typeof repo.filteredOrderPage>>[number];

export const purchaseOrderColumns = columns<OrderRow>()([
  { header: "Número", kind: "text", value: (row) => formatDocumentNumber("purchaseOrder", Number(row.number)) },
  { header: "Fecha", kind: "datetime", value: (row) => row.created_at },
  { header: "Estado", kind: "text", value: (row) => purchaseOrderStatusLabels[row.status] },
  { header: "Proveedor", kind: "text", value: (row) => row.supplier_name },
  { header: "Bodega", kind: "text", value: (row) => row.warehouse_name },
  { header: "Fecha esperada", kind: "date", value: (row) => row.expected_at },
  { header: "Total", kind: "money", value: (row) => Number(row.total_cents) / 100 },
]);

export type PurchasesExport = ReturnType<typeof createPurchasesExport>;

export function createPurchasesExport(db: Db) {
  return {
    /** Every order of the list, its search or its filters, newest first, as the pages show them. */
    async orders(query: OrderListFilters): Promise<ExportSource<OrderRow>> {
      const { search } = query;
      const filters = await orderFilters(db, query);
      const base = { name: "ordenes-de-compra", sheet: "Órdenes de compra", columns: purchaseOrderColumns };
      if (filters === null) {
        return {
          ...base,
          total: await repo.orderList.count(db, search),
          rows: repo.orderList.walk(db, { search, descending: true, size: EXPORT_BATCH_ROWS }),
        };
      }
      // The count and batches run off the event loop (db/long-reads.ts).
      const reads = longReadsOf(db);
      return {
        ...base,
        total: await repo.countFilteredOrders(reads, filters),
        rows: keysetBatches(
          (after: string | null, limit: number) => repo.filteredOrderPage(reads, filters, limit, 0, after ?? undefined),
          (row) => row.id,
        ),
      };
    },
  };
}
