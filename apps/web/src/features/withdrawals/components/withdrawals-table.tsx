import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { IconLink } from "../../../components/icon-action";
import { PickingId } from "../../../components/picking-id";
import type { WithdrawalSummary } from "../api/list-withdrawals";
import { pickingDetailPath, withdrawalStatusLabel, withdrawalStatusTone, withdrawalTexts } from "../withdrawal-texts";
import { WithdrawalStatusBadge } from "./withdrawal-status-badge";

const COLUMNS = ["ID", withdrawalTexts.number, "Generado por", "Estado", "Acciones"];
/** The readable number (A-000123) is a card's title on a phone. */
const NUMBER_COLUMN = 1;

type WithdrawalsTableProps = {
  requests: WithdrawalSummary[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
};

export function WithdrawalsTable({ requests, status, busy }: WithdrawalsTableProps) {
  return (
    <DataTable
      caption={withdrawalTexts.tableCaption}
      columns={COLUMNS}
      titleColumn={NUMBER_COLUMN}
      busy={busy}
      status={status}
    >
      {requests?.map((request) => (
        <DataRow key={request.id} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3">
            <PickingId id={request.id} />
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-900">{request.number}</DataCell>
          {/* A name on two lines at most when the table scrolls sideways on a phone. */}
          <DataCell className="min-w-44 px-3 py-3 font-medium text-gray-900">{request.requested_by}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3">
            <WithdrawalStatusBadge
              tone={withdrawalStatusTone(request.status)}
              label={withdrawalStatusLabel(request.status)}
            />
          </DataCell>
          <ActionsCell>
            <IconLink icon={Eye} label={`Ver solicitud ${request.number}`} to={pickingDetailPath(request.id)} />
          </ActionsCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
