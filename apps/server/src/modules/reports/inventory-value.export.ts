import type { InventoryValueQuery, InventoryValueRow } from "@inventario/shared/reports";
import { columns, type ExportSource } from "../../lib/export/columns";
import type { InventoryValueService } from "./inventory-value.service";

export const inventoryValueColumns = columns<InventoryValueRow>()([
  { header: "Producto", kind: "text", value: (row) => row.product.name },
  { header: "SKU", kind: "text", value: (row) => row.product.sku },
  { header: "Estado", kind: "text", value: (row) => (row.product.is_active ? "Activo" : "Inactivo") },
  { header: "Unidad", kind: "text", value: (row) => row.unit },
  { header: "Cantidad", kind: "number", value: (row) => row.balance.quantity },
  { header: "Costo promedio", kind: "money", value: (row) => row.balance.average_cost },
  { header: "Valor", kind: "money", value: (row) => row.balance.value },
]);

export type InventoryValueExport = ReturnType<typeof createInventoryValueExport>;

export function createInventoryValueExport(service: InventoryValueService) {
  return {
    /** Every row of the report for the query's date, warehouse and search, in the pages' order. */
    async list(query: InventoryValueQuery): Promise<ExportSource<InventoryValueRow>> {
      const { date, rows } = await service.all(query);
      return {
        name: `valor-inventario-al-${date}`,
        sheet: "Valor del inventario",
        columns: inventoryValueColumns,
        rows,
      };
    },
  };
}
