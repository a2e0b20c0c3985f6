import type { BalanceFigures, KardexQuery, KardexRow } from "@inventario/shared/reports";
import { columns, type ExportSource } from "../../lib/export/columns";
import type { KardexService } from "./kardex.service";

/** A kardex line of the file: a ledger row, or the range's opening balance (its first line). */
type KardexLine = Omit<Partial<KardexRow>, "balance"> & { balance: BalanceFigures; label?: string };

export const kardexColumns = columns<KardexLine>()([
  { header: "Fecha", kind: "datetime", value: (row) => row.created_at },
  { header: "Tipo", kind: "text", value: (row) => row.label ?? row.type_label },
  { header: "Documento", kind: "text", value: (row) => row.document },
  { header: "Bodega", kind: "text", value: (row) => row.warehouse?.name },
  { header: "Lote", kind: "text", value: (row) => row.lot_number },
  { header: "Unidad", kind: "text", value: (row) => row.unit },
  { header: "Entrada cantidad", kind: "number", value: (row) => row.entry?.quantity },
  { header: "Entrada costo unitario", kind: "money", value: (row) => row.entry?.unit_cost },
  { header: "Entrada total", kind: "money", value: (row) => row.entry?.total },
  { header: "Salida cantidad", kind: "number", value: (row) => row.exit?.quantity },
  { header: "Salida costo unitario", kind: "money", value: (row) => row.exit?.unit_cost },
  { header: "Salida total", kind: "money", value: (row) => row.exit?.total },
  { header: "Saldo cantidad", kind: "number", value: (row) => row.balance.quantity },
  { header: "Saldo costo promedio", kind: "money", value: (row) => row.balance.average_cost },
  { header: "Saldo valor", kind: "money", value: (row) => row.balance.value },
]);

/** The opening balance's line, then every row of the range in date order. */
async function* withOpening(opening: BalanceFigures, rows: AsyncIterable<KardexRow[]>): AsyncGenerator<KardexLine[]> {
  yield [{ label: "Saldo inicial", balance: opening }];
  yield* rows;
}

export type KardexExport = ReturnType<typeof createKardexExport>;

export function createKardexExport(service: KardexService) {
  return {
    /** The product's kardex for the query's range and warehouse, every page, as the screen shows it. */
    async list(productId: string, query: KardexQuery): Promise<ExportSource<KardexLine>> {
      const { product, total, opening, rows } = await service.all(productId, query);
      return {
        // The SKU names the file; only characters safe in a header's quoted file name.
        name: `kardex-${product.sku.replace(/[^A-Za-z0-9_-]/g, "_")}`,
        sheet: "Kardex",
        columns: kardexColumns,
        total: total + 1,
        rows: withOpening(opening, rows),
      };
    },
  };
}
