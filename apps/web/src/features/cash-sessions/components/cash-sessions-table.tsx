import type { CashSessionListItem } from "@inventario/shared/cash-sessions";
import { formatPesos } from "@inventario/shared/money";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DateTime } from "../../../components/date-time";
import { DateTimeCell } from "../../../components/date-time-cell";
import { linkClassName } from "../../../components/screen-link";
import { cashPaths, historyColumns, historyTexts, NO_VALUE } from "../cash-session-texts";
import { CashStatusBadge } from "./cash-status-badge";
import { Difference } from "./methods-table";

type CashSessionsTableProps = {
  sessions: CashSessionListItem[] | undefined;
  /** For whoever reads everyone's shifts: an employee's name filters the list by them. */
  onEmployee?: ((employee: CashSessionListItem["employee"]) => void) | undefined;
  /** Loading, empty or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
};

const figureCell = "whitespace-nowrap px-3 py-3 tabular-nums";

/** One row per shift, newest first; its number opens its report. */
export function CashSessionsTable({ sessions, onEmployee, status, busy }: CashSessionsTableProps) {
  return (
    <DataTable caption={historyTexts.caption} columns={historyColumns} busy={busy} status={status}>
      {sessions?.map((session) => (
        <DataRow key={session.id} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3 font-semibold">
            <Link to={cashPaths.session(session.id)} className={linkClassName}>
              {historyTexts.number(session.number)}
            </Link>
          </DataCell>
          <DataCell className="min-w-36 px-3 py-3 text-gray-800">
            {onEmployee ? (
              <button
                type="button"
                aria-label={historyTexts.onlyEmployee(session.employee.name)}
                onClick={() => onEmployee(session.employee)}
                className={`text-left ${linkClassName}`}
              >
                {session.employee.name}
              </button>
            ) : (
              session.employee.name
            )}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3">
            <CashStatusBadge status={session.status} />
          </DataCell>
          <DateTimeCell value={session.opened_at} />
          <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">
            {session.closed_at ? <DateTime value={session.closed_at} /> : NO_VALUE}
          </DataCell>
          <DataCell className={`${figureCell} text-gray-800`}>{formatPesos(session.opening_amount)}</DataCell>
          <DataCell className={`${figureCell} font-medium text-gray-900`}>
            {formatPesos(session.expected_cash)}
          </DataCell>
          <DataCell className={figureCell}>
            {session.difference === null ? NO_VALUE : <Difference value={session.difference} />}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
