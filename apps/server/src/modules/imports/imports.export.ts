import type { ImportRecord } from "@inventario/shared/import-api";
import { importKindLabels } from "@inventario/shared/imports";
import type { Db } from "../../db/connection";
import { EXPORT_BATCH_ROWS } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import * as repo from "./imports.repository";
import { toImportRecord } from "./imports.service";

export const importColumnsOfHistory = columns<ImportRecord>()([
  { header: "Número", kind: "text", value: (row) => row.number },
  { header: "Tipo", kind: "text", value: (row) => importKindLabels[row.kind] },
  { header: "Archivo", kind: "text", value: (row) => row.file_name },
  { header: "Filas", kind: "integer", value: (row) => row.rows },
  { header: "Creados", kind: "integer", value: (row) => row.create },
  { header: "Actualizados", kind: "integer", value: (row) => row.update },
  { header: "Sin cambios", kind: "integer", value: (row) => row.unchanged },
  { header: "Usuario", kind: "text", value: (row) => row.employee_name },
  { header: "Fecha", kind: "datetime", value: (row) => row.created_at },
]);

export type ImportsExport = ReturnType<typeof createImportsExport>;

/** The import history as a file, newest first as the page shows it (imports are few: offset batches). */
export function createImportsExport(db: Db) {
  return {
    async list(): Promise<ExportSource<ImportRecord>> {
      const total = await repo.countImports(db);
      async function* rows() {
        for (let offset = 0; offset < total; offset += EXPORT_BATCH_ROWS)
          yield (await repo.importPage(db, offset, EXPORT_BATCH_ROWS)).map(toImportRecord);
      }
      return { name: "importaciones", sheet: "Importaciones", columns: importColumnsOfHistory, total, rows: rows() };
    },
  };
}
