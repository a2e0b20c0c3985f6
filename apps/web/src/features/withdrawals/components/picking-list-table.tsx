import { Eye } from "lucide-react";
import { DataTable } from "../../../components/data-table";
import { IconLink } from "../../../components/icon-action";
import { listStatus } from "../../../components/list-status";
import { PickingId, pickingIdSegment } from "../../../components/picking-id";
import type { WithdrawalSummary } from "../api/list-withdrawals";
import { pickingDetailPath, pickingStatusLabel, pickingTexts } from "../picking-texts";
import { PickingStatusBadge } from "./picking-status-badge";

const COLUMNS = ["ID", "Generado por", "Estado", "Acciones"];

const statusTexts = {
  loading: pickingTexts.loading,
  empty: pickingTexts.empty,
  forbidden: pickingTexts.listForbidden,
  error: pickingTexts.listError,
};

type PickingListTableProps = {
  requests: WithdrawalSummary[] | undefined;
  loading: boolean;
  error: unknown;
  busy: boolean;
};

export function PickingListTable({ requests, loading, error, busy }: PickingListTableProps) {
  return (
    <DataTable
      caption={pickingTexts.tableCaption}
      columns={COLUMNS}
      busy={busy}
      status={listStatus({ texts: statusTexts, loading, rows: requests, error })}
    >
      {requests?.map((request) => (
        <tr key={request.id} className="hover:bg-gray-50">
          <td className="whitespace-nowrap px-3 py-3">
            <PickingId id={request.id} />
          </td>
          <td className="px-3 py-3 font-medium text-gray-900">{request.requested_by}</td>
          <td className="whitespace-nowrap px-3 py-3">
            <PickingStatusBadge completed={request.status === "COMPLETED"} label={pickingStatusLabel(request.status)} />
          </td>
          <td className="whitespace-nowrap px-2 py-1.5">
            <IconLink
              icon={Eye}
              label={`Ver solicitud ${pickingIdSegment(request.id)}`}
              to={pickingDetailPath(request.id)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
