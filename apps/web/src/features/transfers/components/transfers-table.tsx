import type { Transfer } from "@inventario/shared/transfers";
import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { formatDisplayTime } from "../../../lib/format-time";
import { transferTexts } from "../transfer-texts";

const COLUMNS = ["Número", "Fecha", "Producto", "Desde", "Hacia", "Lote", figure("Cantidad"), "Empleado"];
const NO_VALUE = "-";

type TransfersTableProps = {
  transfers: Transfer[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
};

export function TransfersTable({ transfers, status, busy }: TransfersTableProps) {
  return (
    <DataTable caption={transferTexts.tableCaption} columns={COLUMNS} busy={busy} status={status}>
      {transfers?.map((transfer) => (
        <DataRow key={transfer.id} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono font-semibold text-gray-900">
            {transfer.number}
          </DataCell>
          {/* Date over time, like the other ledgers: the table stays narrow enough for a laptop. */}
          <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">
            <span className="block text-gray-800">{formatDisplayDate(transfer.created_at)}</span>
            <span className="block text-xs text-gray-600">{formatDisplayTime(transfer.created_at)}</span>
          </DataCell>
          <DataCell className="min-w-40 px-3 py-3">
            <span className="block font-medium text-gray-900">{transfer.product.name}</span>
            <span className="block font-mono text-xs text-gray-600">{transfer.product.sku}</span>
          </DataCell>
          <DataCell className="px-3 py-3 text-gray-700">{transfer.from_warehouse.name}</DataCell>
          <DataCell className="px-3 py-3 text-gray-700">{transfer.to_warehouse.name}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">
            {transfer.lot_number ?? NO_VALUE}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-800 tabular-nums">
            {formatQuantity(transfer.quantity, transfer.unit)}
          </DataCell>
          <DataCell className="px-3 py-3 text-gray-700">{transfer.employee_name ?? NO_VALUE}</DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
