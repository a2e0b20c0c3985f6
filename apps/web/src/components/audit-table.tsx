import { type AuditRow, auditActionLabels, auditEntityLabels } from "@inventario/shared/audit";
import type { ReactNode } from "react";
import { AuditChanges } from "./audit-changes";
import { auditTrailTexts } from "./audit-trail-texts";
import { DataCell, DataRow } from "./data-row";
import { DataTable } from "./data-table";
import { DateTimeCell } from "./date-time-cell";

type AuditTableProps = {
  /** Names the table ('Registros de auditoría', 'Historial de cambios'). */
  caption: string;
  rows: readonly AuditRow[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
};

/** One recorded event: when, who, what was done to which record, its changes before → after, and from where. */
function AuditTableRow({ row }: { row: AuditRow }) {
  return (
    <DataRow className="hover:bg-gray-50">
      <DateTimeCell value={row.at} />
      <DataCell className="min-w-32 px-3 py-3 text-gray-800">{row.user?.name ?? auditTrailTexts.noUser}</DataCell>
      <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900">
        {auditActionLabels[row.action]}
      </DataCell>
      <DataCell className="min-w-40 px-3 py-3">
        <span className="block font-medium text-gray-900">{auditEntityLabels[row.entity]}</span>
        <span className="block break-words text-xs text-gray-600">{row.summary}</span>
      </DataCell>
      <DataCell className="min-w-64 px-3 py-3">
        <AuditChanges changes={row.changes} />
      </DataCell>
      <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">
        {row.address ?? auditTrailTexts.noAddress}
      </DataCell>
    </DataRow>
  );
}

/**
 * The rows of the audit trail, newest first, as 'Auditoría' and every record's 'Historial de cambios' show
 * them: a table from 640 px up, a card per event below (titled by its record).
 */
export function AuditTable({ caption, rows, status, busy }: AuditTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={auditTrailTexts.columns}
      titleColumn={auditTrailTexts.titleColumn}
      status={status}
      busy={busy}
    >
      {rows?.map((row) => (
        <AuditTableRow key={row.id} row={row} />
      ))}
    </DataTable>
  );
}
