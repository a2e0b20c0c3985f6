import { fromCents } from "@inventario/shared/money";
import { taxClassLabels } from "@inventario/shared/taxes";
import type { Db } from "../../db/connection";
import { EXPORT_BATCH_ROWS } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import { syncedBusinessToday } from "../inventory/stock-ledger";
import { type ProductRow, productList } from "./products.repository";

/** The products list as a file: the screen's columns and the figures behind its alerts. */
export const productColumns = columns<ProductRow>()([
  { header: "Nombre", kind: "text", value: (row) => row.name },
  { header: "SKU", kind: "text", value: (row) => row.sku },
  { header: "Categoría", kind: "text", value: (row) => row.category },
  { header: "Descripción", kind: "text", value: (row) => row.description },
  { header: "Cantidad", kind: "integer", value: (row) => Number(row.quantity) },
  {
    header: "Disponible",
    kind: "integer",
    // As the list answers it (products.service.ts): what is not expired nor promised to picking requests.
    value: (row) => Number(row.quantity) - Number(row.expired_stock) - Number(row.reserved),
  },
  { header: "Stock mínimo", kind: "integer", value: (row) => Number(row.min_stock) },
  { header: "Precio", kind: "money", value: (row) => fromCents(Number(row.price_cents)) },
  // The label the import reads back (issue 35): an export edited in Excel imports again.
  { header: "IVA", kind: "text", value: (row) => taxClassLabels[row.tax_class] },
]);

export type ProductsExport = ReturnType<typeof createProductsExport>;

export function createProductsExport(db: Db) {
  return {
    /** Every active product of the list or of its search, by name, as the pages show them. */
    async list(search: string | undefined): Promise<ExportSource<ProductRow>> {
      // What is available reads the expired figures the expiry sync keeps for today, as the pages do.
      await syncedBusinessToday(db);
      return {
        name: "productos",
        sheet: "Productos",
        columns: productColumns,
        total: await productList.count(db, search),
        rows: productList.walk(db, { search, size: EXPORT_BATCH_ROWS }),
      };
    },
  };
}
