import {
  type AuditQuery,
  type AuditRow,
  auditActionLabels,
  auditEntityLabels,
  auditFieldLabels,
} from "@inventario/shared/audit";
import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { keysetBatches, mapBatches } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import * as repo from "./audit.repository";
import { auditFilters, toAuditRow } from "./audit.service";

const shownValue = (value: AuditRow["changes"][number]["before"]) =>
  value === null ? "—" : Array.isArray(value) ? value.join(", ") : String(value);

/** "Precio: 1500 → 1800; Nombre: …": a row's changes on one line of the sheet. */
const changesText = (row: AuditRow) =>
  row.changes
    .map((c) => `${auditFieldLabels[c.field] ?? c.field}: ${shownValue(c.before)} → ${shownValue(c.after)}`)
    .join("; ");

export const auditColumns = columns<AuditRow>()([
  { header: "Fecha", kind: "datetime", value: (r) => r.at },
  { header: "Usuario", kind: "text", value: (r) => r.user?.name ?? "" },
  { header: "Dirección", kind: "text", value: (r) => r.address },
  { header: "Acción", kind: "text", value: (r) => auditActionLabels[r.action] },
  { header: "Tipo de registro", kind: "text", value: (r) => auditEntityLabels[r.entity] },
  { header: "Registro", kind: "text", value: (r) => r.entity_id },
  { header: "Resumen", kind: "text", value: (r) => r.summary },
  { header: "Cambios", kind: "text", value: changesText },
]);

export type AuditExport = ReturnType<typeof createAuditExport>;

export function createAuditExport(db: Db) {
  return {
    /** Every row the filters select, newest first, in keyset batches off the event loop. */
    list(query: Omit<AuditQuery, "page" | "after" | "format">): ExportSource<AuditRow> {
      const reads = longReadsOf(db);
      const filters = auditFilters(query);
      const rows = keysetBatches(
        (after: string | null, limit: number) =>
          repo.auditRows(reads, filters, { after: after ?? undefined }, limit, 0),
        (row) => row.id,
      );
      return {
        name: "auditoria",
        sheet: "Auditoría",
        columns: auditColumns,
        rows: mapBatches(rows, (batch) => batch.map(toAuditRow)),
      };
    },
  };
}
