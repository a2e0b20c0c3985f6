import { formatPesos } from "@inventario/shared/money";
import type { PurchaseOrderSummary } from "@inventario/shared/purchases";
import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DateTimeCell } from "../../../components/date-time-cell";
import { IconLink } from "../../../components/icon-action";
import { formatDisplayDate } from "../../../lib/format-date";
import { orderListColumns, orderListTexts, purchasePaths } from "../purchase-texts";
import { PurchaseStatusBadge } from "./purchase-status-badge";

type PurchaseOrdersTableProps = {
  orders: PurchaseOrderSummary[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
};

/** One row per order, newest first; the eye opens it. */
export function PurchaseOrdersTable({ orders, status, busy }: PurchaseOrdersTableProps) {
  return (
    <DataTable caption={orderListTexts.tableCaption} columns={orderListColumns} busy={busy} status={status}>
      {orders?.map((order) => (
        <DataRow key={order.id} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono font-semibold text-gray-900">
            {order.number}
          </DataCell>
          <DateTimeCell value={order.created_at} />
          <DataCell className="min-w-48 px-3 py-3 font-medium text-gray-900">{order.supplier.name}</DataCell>
          <DataCell className="min-w-32 px-3 py-3 text-gray-700">{order.warehouse.name}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {order.expected_at ? formatDisplayDate(order.expected_at) : orderListTexts.noValue}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900 tabular-nums">
            {formatPesos(order.total)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3">
            <PurchaseStatusBadge status={order.status} />
          </DataCell>
          <ActionsCell>
            <IconLink icon={Eye} label={orderListTexts.view(order.number)} to={purchasePaths.order(order.id)} />
          </ActionsCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
