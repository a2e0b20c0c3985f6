import { type CashMovement, cashMovementTypeLabels } from "@inventario/shared/cash-sessions";
import { formatPesos } from "@inventario/shared/money";
import { ArrowDownToLine, ArrowUpFromLine } from "lucide-react";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatDisplayTime } from "../../../lib/format-time";
import { movementColumns, movementTexts as texts } from "../cash-session-texts";

/** The time of a movement; with its day too when it is not the day the shift opened (a shift past midnight). */
export function movementTime(createdAt: string, openedAt: string): string {
  const day = formatDisplayDate(createdAt);
  const time = formatDisplayTime(createdAt);
  return day === formatDisplayDate(openedAt) ? time : `${day} ${time}`;
}

/** The cash put in and taken out of the shift, in the order they were registered. */
export function MovementsTable({ movements, openedAt }: { movements: readonly CashMovement[]; openedAt: string }) {
  return (
    <DataTable
      caption={texts.caption}
      columns={movementColumns}
      titleColumn={3}
      status={movements.length === 0 ? texts.empty : undefined}
    >
      {movements.map((movement) => {
        const Icon = movement.type === "IN" ? ArrowDownToLine : ArrowUpFromLine;
        return (
          <DataRow key={movement.id}>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-800 tabular-nums">
              {movementTime(movement.created_at, openedAt)}
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3">
              <span
                className={`inline-flex items-center gap-1.5 font-medium ${movement.type === "IN" ? "text-green-800" : "text-red-700"}`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {cashMovementTypeLabels[movement.type]}
              </span>
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 font-semibold text-gray-900 tabular-nums">
              {formatPesos(movement.amount)}
            </DataCell>
            <DataCell className="min-w-40 px-3 py-3 text-gray-800 [overflow-wrap:anywhere]">{movement.reason}</DataCell>
            <DataCell className="min-w-32 px-3 py-3 text-gray-700">{movement.employee_name}</DataCell>
          </DataRow>
        );
      })}
    </DataTable>
  );
}
