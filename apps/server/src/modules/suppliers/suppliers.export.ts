import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { keysetBatches } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import { normalizeForSearch } from "../../lib/search-text";
import { yesNo } from "../people/people.export";
import * as repo from "./suppliers.repository";

type SupplierRow = Awaited<ReturnType<typeof repo.suppliersAfter>>[number];

/** The headers are the import template's (shared imports.ts), so an exported list imports back unchanged. */
export const supplierColumns = columns<SupplierRow>()([
  { header: "NIT", kind: "text", value: (row) => row.nit },
  { header: "DV", kind: "integer", value: (row) => row.dv },
  { header: "Razón social", kind: "text", value: (row) => row.name },
  { header: "Contacto", kind: "text", value: (row) => row.contact_name },
  { header: "Correo", kind: "text", value: (row) => row.email },
  { header: "Teléfono", kind: "text", value: (row) => row.phone },
  { header: "Dirección", kind: "text", value: (row) => row.address },
  { header: "Ciudad", kind: "text", value: (row) => row.city },
  { header: "Plazo de pago (días)", kind: "integer", value: (row) => row.payment_terms_days },
  { header: "Activo", kind: "text", value: (row) => yesNo(row.is_active) },
]);

export type SuppliersExport = ReturnType<typeof createSuppliersExport>;

export function createSuppliersExport(db: Db) {
  return {
    /** Every supplier of the list or of its search, by name, as the pages show them. */
    async list(search: string | undefined): Promise<ExportSource<SupplierRow>> {
      const term = normalizeForSearch(search ?? "");
      // The count and batches run off the event loop (db/long-reads.ts).
      const reads = longReadsOf(db);
      return {
        name: "proveedores",
        sheet: "Proveedores",
        columns: supplierColumns,
        total: await repo.countSuppliers(reads, term),
        rows: keysetBatches(
          (after: { name_key: string; id: string } | null, limit: number) =>
            repo.suppliersAfter(reads, term, after, limit),
          (row) => ({ name_key: row.name_key, id: row.id }),
        ),
      };
    },
  };
}
