import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { keysetBatches } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import { normalizeForSearch } from "../../lib/search-text";
import { yesNo } from "../people/people.export";
import * as repo from "./warehouses.repository";

type WarehouseRow = Awaited<ReturnType<typeof repo.warehousesAfter>>[number];

export const warehouseColumns = columns<WarehouseRow>()([
  { header: "Código", kind: "text", value: (row) => row.identification },
  { header: "Nombre", kind: "text", value: (row) => row.name },
  { header: "Activa", kind: "text", value: (row) => yesNo(row.is_active) },
]);

export type WarehousesExport = ReturnType<typeof createWarehousesExport>;

export function createWarehousesExport(db: Db) {
  return {
    /** Every warehouse of the list or of its search, by name, as the pages show them. */
    async list(search: string | undefined): Promise<ExportSource<WarehouseRow>> {
      const term = normalizeForSearch(search ?? "");
      // The count and batches run off the event loop (db/long-reads.ts).
      const reads = longReadsOf(db);
      return {
        name: "bodegas",
        sheet: "Bodegas",
        columns: warehouseColumns,
        total: await repo.countWarehouses(reads, term),
        rows: keysetBatches(
          (after: { name_key: string; id: string } | null, limit: number) =>
            repo.warehousesAfter(reads, term, after, limit),
          (row) => ({ name_key: row.name_key, id: row.id }),
        ),
      };
    },
  };
}
