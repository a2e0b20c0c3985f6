import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import type { Db } from "../../db/connection";
import type { ListRow } from "../../db/lists/list-page";
import { EXPORT_BATCH_ROWS } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import { transferList } from "./transfers.repository";

type TransferRow = ListRow<typeof transferList>;

export const transferColumns = columns<TransferRow>()([
  { header: "Número", kind: "text", value: (row) => formatDocumentNumber("transfer", row.number) },
  { header: "Fecha", kind: "datetime", value: (row) => row.created_at },
  { header: "Producto", kind: "text", value: (row) => row.product_name },
  { header: "SKU", kind: "text", value: (row) => row.product_sku },
  { header: "Bodega origen", kind: "text", value: (row) => row.from_warehouse_name },
  { header: "Bodega destino", kind: "text", value: (row) => row.to_warehouse_name },
  { header: "Lote", kind: "text", value: (row) => row.lot_number },
  { header: "Cantidad", kind: "integer", value: (row) => Number(row.quantity) },
  { header: "Unidad", kind: "text", value: (row) => row.unit },
  { header: "Nota", kind: "text", value: (row) => row.note },
  { header: "Registrado por", kind: "text", value: (row) => row.employee_name },
]);

export type TransfersExport = ReturnType<typeof createTransfersExport>;

export function createTransfersExport(db: Db) {
  return {
    /** Every transfer of the list or of its search, newest first, as the pages show them. */
    list: async (search: string | undefined): Promise<ExportSource<TransferRow>> => ({
      name: "traslados",
      sheet: "Traslados",
      columns: transferColumns,
      total: await transferList.count(db, search),
      rows: transferList.walk(db, { search, descending: true, size: EXPORT_BATCH_ROWS }),
    }),
  };
}
