import type { AlertRow } from "@inventario/shared/alerts";
import type { ReactNode } from "react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { ScreenLink } from "../../../components/screen-link";
import { formatQuantity } from "../../../lib/format-quantity";
import { alertColumns, alertTexts, purchaseSuggestionsPath } from "../alert-texts";
import { AlertProductCell } from "./alert-product-cell";

type LevelAlertsTableProps = {
  kind: "low" | "out";
  rows: AlertRow[] | undefined;
  status: ReactNode;
  busy: boolean;
};

const figure = (value: number | null) => (value === null ? alertTexts.noValue : formatQuantity(value));

/** 'Pedir': the row's product, in its warehouse, in 'Sugerido de compra' (nothing for who may not read it). */
function OrderLink({ row }: { row: AlertRow }) {
  return (
    <ScreenLink
      to={purchaseSuggestionsPath(row.warehouse?.id ?? "", row.product.sku)}
      className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      fallback={<span className="text-gray-500">{alertTexts.noValue}</span>}
    >
      <span aria-hidden="true">{alertTexts.orderAction}</span>
      <span className="sr-only">{alertTexts.orderActionLabel(row.product.sku, row.warehouse?.name ?? null)}</span>
    </ScreenLink>
  );
}

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
            <>
              <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900 tabular-nums">
                {figure(row.suggested_reorder)}
              </DataCell>
              <ActionsCell>
                <OrderLink row={row} />
              </ActionsCell>
            </>
          ) : null}
        </DataRow>
      ))}
    </DataTable>
  );
}
