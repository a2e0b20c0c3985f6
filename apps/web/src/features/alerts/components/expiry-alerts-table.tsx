import { type AlertRow, lotName } from "@inventario/shared/alerts";
import { formatDateEsCo } from "@inventario/shared/dates";
import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { formatQuantity } from "../../../lib/format-quantity";
import { alertColumns, alertTexts } from "../alert-texts";
import { lotKey } from "../lot-selection";
import { AlertProductCell } from "./alert-product-cell";

type ExpiryAlertsTableProps = {
  kind: "expiring" | "expired";
  rows: AlertRow[] | undefined;
  status: ReactNode;
  busy: boolean;
  /** 'Vencidos' for a user who may write off: the selected lots and how a row's checkbox changes them. */
  selection?: {
    isSelected: (row: AlertRow) => boolean;
    /** False for a lot in a warehouse the user may not change ('Bodegas asignadas'): shown, not chosen. */
    isSelectable: (row: AlertRow) => boolean;
    toggle: (row: AlertRow) => void;
  };
};

/** How far the lot's date is: 'Hoy', '5 días' ahead, or 'hace 3 días' once passed. */
export function daysText(daysLeft: number | null): string {
  if (daysLeft === null) return alertTexts.noValue;
  if (daysLeft === 0) return alertTexts.today;
  return daysLeft > 0 ? alertTexts.daysLeft(daysLeft) : alertTexts.daysAgo(-daysLeft);
}

export const checkboxClass =
  "mt-0.5 size-4 shrink-0 cursor-pointer rounded border-gray-400 accent-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2";

/** 'Por vencer' and 'Vencidos': one row per lot holding stock, soonest (or longest expired) first. */
export function ExpiryAlertsTable({ kind, rows, status, busy, selection }: ExpiryAlertsTableProps) {
  return (
    <DataTable caption={alertTexts.tableCaption(kind)} columns={alertColumns[kind]} busy={busy} status={status}>
      {rows?.map((row) => {
        const lot = lotName(row.lot_number);
        const warehouse = row.warehouse?.name ?? alertTexts.allWarehousesCell;
        const selected = selection?.isSelected(row) ?? false;
        const selectable = selection?.isSelectable(row) ?? false;
        return (
          <DataRow key={lotKey(row)} className={selected ? "bg-indigo-50" : "hover:bg-gray-50"}>
            <AlertProductCell
              product={row.product}
              leading={
                selection ? (
                  <input
                    type="checkbox"
                    aria-label={
                      selectable
                        ? alertTexts.selectLot(row.product.name, lot, warehouse)
                        : `${alertTexts.selectLot(row.product.name, lot, warehouse)}. ${alertTexts.notYourWarehouse}`
                    }
                    title={selectable ? undefined : alertTexts.notYourWarehouse}
                    checked={selected}
                    disabled={!selectable}
                    onChange={() => selection.toggle(row)}
                    className={`${checkboxClass} disabled:cursor-not-allowed disabled:opacity-50`}
                  />
                ) : null
              }
            />
            <DataCell className="px-3 py-3 text-gray-700">{warehouse}</DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">
              {row.lot_number ?? alertTexts.noLot}
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-800 tabular-nums">
              {formatQuantity(row.quantity, row.unit)}
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-800 tabular-nums">
              {row.expiration_date ? formatDateEsCo(row.expiration_date) : alertTexts.noValue}
            </DataCell>
            <DataCell
              className={`whitespace-nowrap px-3 py-3 font-medium ${
                kind === "expired" ? "text-red-700" : "text-amber-800"
              }`}
            >
              {daysText(row.days_left)}
            </DataCell>
          </DataRow>
        );
      })}
    </DataTable>
  );
}
