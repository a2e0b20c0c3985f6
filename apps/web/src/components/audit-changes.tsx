import type { AuditChange } from "@inventario/shared/audit";
import { auditFieldLabel, auditValueText } from "../lib/audit-values";
import { auditTrailTexts } from "./audit-trail-texts";

/** A row's changed fields, one a line: "Precio: $ 20.000,00 → $ 25.900,00"; '—' for an event without fields. */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  if (changes.length === 0) return <span className="text-gray-700">{auditTrailTexts.noChanges}</span>;
  return (
    <ul className="grid gap-1">
      {changes.map((change) => (
        <li key={change.field} className="break-words text-gray-800">
          <span className="font-medium text-gray-900">{auditFieldLabel(change.field)}:</span>{" "}
          {auditValueText(change.field, change.before)} → {auditValueText(change.field, change.after)}
        </li>
      ))}
    </ul>
  );
}
