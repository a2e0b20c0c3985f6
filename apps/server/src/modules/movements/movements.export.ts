import { type Movement, movementLabel } from "@inventario/shared/movements";
import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { keysetBatches, mapBatches } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import { productNames } from "../products/products.repository";
import { warehouseNames } from "../warehouses/warehouses.repository";
import * as repo from "./movements.repository";
import { toMovement } from "./movements.service";

/** A ledger row as the export writes it: the movement as the API answers it, with its product's and warehouse's names. */
type MovementLine = Movement & { product_name: string; sku: string; warehouse_name: string };

export const movementColumns = columns<MovementLine>()([
  { header: "Fecha", kind: "datetime", value: (m) => m.created_at },
  { header: "Tipo", kind: "text", value: (m) => movementLabel(m.type) },
  { header: "Producto", kind: "text", value: (m) => m.product_name },
  { header: "SKU", kind: "text", value: (m) => m.sku },
  { header: "Bodega", kind: "text", value: (m) => m.warehouse_name },
  { header: "Lote", kind: "text", value: (m) => m.lot_number },
  { header: "Cantidad", kind: "integer", value: (m) => Number(m.quantity) },
  { header: "Unidad", kind: "text", value: (m) => m.unit },
  { header: "Referencia", kind: "text", value: (m) => m.reference_label },
]);

/** The batch's products and warehouses named in two queries (by primary key), not one per row. */
async function withNames(db: Db, rows: repo.MovementRow[]): Promise<MovementLine[]> {
  const [products, warehouses] = await Promise.all([
    productNames(db, [...new Set(rows.map((row) => row.product_id))]),
    warehouseNames(db, [...new Set(rows.map((row) => row.warehouse_id))]),
  ]);
  const product = new Map(products.map((p) => [p.id, p]));
  const warehouse = new Map(warehouses.map((w) => [w.id, w.name]));
  // The names are set on the movement as built, not spread into a copy: object rest and spread (or
  // Object.assign, twice as slow here) over 10M ledger rows cost a sixth of the export.
  return rows.map((row) => {
    const named = product.get(row.product_id);
    const line = toMovement(row) as MovementLine;
    line.product_name = named?.name ?? "";
    line.sku = named?.sku ?? "";
    line.warehouse_name = warehouse.get(row.warehouse_id) ?? "";
    return line;
  });
}

export type MovementsExport = ReturnType<typeof createMovementsExport>;

export function createMovementsExport(db: Db) {
  return {
    /**
     * The ledger, newest first, as the pages read it (ledgerRows: keyset on the time-ordered id): one
     * product's history, whose size the product keeps, or the whole ledger, which is never counted.
     */
    async list(productId: string | undefined): Promise<ExportSource<MovementLine>> {
      // Every read of the export runs off the event loop (db/long-reads.ts): 10M ledger rows are 10,000 batches.
      const reads = longReadsOf(db);
      const rows = keysetBatches(
        (after: string | null, limit: number) =>
          repo.ledgerRows(reads, { productId, after: after ?? undefined }, limit, 0),
        (row) => row.id,
      );
      return {
        name: "movimientos",
        sheet: "Movimientos",
        columns: movementColumns,
        total: productId === undefined ? undefined : await repo.productMovementCount(reads, productId),
        rows: mapBatches(rows, (batch) => withNames(reads, batch)),
      };
    },
  };
}
