import type { AlertRow } from "@inventario/shared/alerts";
import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { formatQuantity } from "../../../lib/format-quantity";
import { alertColumns, alertTexts } from "../alert-texts";
import { AlertProductCell } from "./alert-product-cell";

type LevelAlertsTableProps = {
  kind: "low" | "out";
  rows: AlertRow[] | undefined;
  status: ReactNode;
  busy: boolean;
};

const figure = (value: number | null) => (value === null ? alertTexts.noValue : formatQuantity(value));

/**
 * 'Stock bajo' and 'Agotados': a product (all its warehouses) or a product in one warehouse, with what is
 * available against its minimum and maximum and what pending picking requests hold; 'Stock bajo' adds how
 * much to reorder to reach the maximum.
 */
export function LevelAlertsTable({ kind, rows, status, busy }: LevelAlertsTableProps) {
  return (
    <DataTable caption={alertTexts.tableCaption(kind)} columns={alertColumns[kind]} busy={busy} status={status}>
      {rows?.map((row) => (
        <DataRow key={`${row.product.id}:${row.warehouse?.id ?? ""}`} className="hover:bg-gray-50">
          <AlertProductCell product={row.product} />
          <DataCell className="px-3 py-3 text-gray-700">{row.warehouse?.name ?? alertTexts.allWarehousesCell}</DataCell>
          <DataCell
            className={`whitespace-nowrap px-3 py-3 font-semibold tabular-nums ${
              row.quantity <= 0 ? "text-red-700" : "text-amber-800"
            }`}
          >
            {formatQuantity(row.quantity)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">{figure(row.minimum)}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">{figure(row.maximum)}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">{figure(row.reserved)}</DataCell>
          {kind === "low" ? (
            <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900 tabular-nums">
              {figure(row.suggested_reorder)}
            </DataCell>
          ) : null}
        </DataRow>
      ))}
    </DataTable>
  );
}
