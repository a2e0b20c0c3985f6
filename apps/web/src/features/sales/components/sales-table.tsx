import { formatPesos } from "@inventario/shared/money";
import type { SaleListItem } from "@inventario/shared/sales";
import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DateTimeCell } from "../../../components/date-time-cell";
import { IconLink } from "../../../components/icon-action";
import { historyColumns, historyTexts, saleDetailPath } from "../sale-history-texts";
import { SaleStatusBadge } from "./sale-status-badge";

type SalesTableProps = {
  sales: SaleListItem[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
};

/** One row per sale, newest first; the eye icon opens it, as in every other list. */
export function SalesTable({ sales, status, busy }: SalesTableProps) {
  return (
    <DataTable caption={historyTexts.tableCaption} columns={historyColumns} busy={busy} status={status}>
      {sales?.map((sale) => (
        <DataRow key={sale.id} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono font-semibold text-gray-900">
            {sale.number}
          </DataCell>
          <DateTimeCell value={sale.created_at} />
          <DataCell className="min-w-40 px-3 py-3">
            <span className="block font-medium text-gray-900">{sale.client.name}</span>
            <span className="block text-xs text-gray-600">{sale.client.identification}</span>
          </DataCell>
          <DataCell className="px-3 py-3 text-gray-700">{sale.employee_name ?? historyTexts.noEmployee}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900 tabular-nums">
            {formatPesos(sale.total)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3">
            <SaleStatusBadge status={sale.status} />
          </DataCell>
          <ActionsCell>
            <IconLink icon={Eye} label={historyTexts.view(sale.number)} to={saleDetailPath(sale.id)} />
          </ActionsCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
