import { formatPesos } from "@inventario/shared/money";
import type { InventoryValueRow } from "@inventario/shared/reports";
import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { linkClassName, ScreenLink } from "../../../components/screen-link";
import { formatQuantity } from "../../../lib/format-quantity";
import { inventoryValueTexts as texts } from "../inventory-value-texts";

const { columns } = texts;
const cell = "px-3 py-3";
const figure = `${cell} whitespace-nowrap text-right tabular-nums text-gray-800`;
// The product stays in view while a narrow screen scrolls the figures; a shadow draws its edge (a
// collapsed border would stay behind when the cell sticks). A phone's card does not scroll.
const sticky = "sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-gray-200)] max-sm:static";
const figureHeader = `${cell} whitespace-nowrap text-right font-semibold text-gray-700`;
const COLUMNS: DataColumn[] = [
  { label: columns.product, className: `${cell} ${sticky} bg-gray-50 font-semibold text-gray-700` },
  { label: columns.quantity, className: figureHeader, figure: true },
  { label: columns.averageCost, className: figureHeader, figure: true },
  { label: columns.value, className: figureHeader, figure: true },
];

type InventoryValueTableProps = {
  rows: InventoryValueRow[] | undefined;
  /** Loading, empty or failed: said in place of the rows. */
  status: ReactNode;
  busy: boolean;
};

/** One row per product: its name (to its detail) and SKU, units, average cost and value at the date. */
export function InventoryValueTable({ rows, status, busy }: InventoryValueTableProps) {
  return (
    <DataTable caption={texts.tableCaption} columns={COLUMNS} status={status} busy={busy}>
      {rows?.map(({ product, unit, balance }) => (
        <DataRow key={product.id}>
          <DataCell className={`${cell} ${sticky} min-w-40 max-w-[55vw] bg-white sm:max-w-none`}>
            <ScreenLink
              to={texts.productPath(product.id)}
              className={`font-medium ${linkClassName} hover:text-indigo-900`}
              plainClassName="font-medium text-gray-900"
            >
              {product.name}
            </ScreenLink>
            <span className="block font-mono text-xs text-gray-600">
              {product.sku}
              {product.is_active ? null : (
                <span className="ml-2 font-sans font-semibold text-gray-700">{texts.inactive}</span>
              )}
            </span>
          </DataCell>
          <DataCell className={figure}>{formatQuantity(balance.quantity, unit)}</DataCell>
          <DataCell className={figure}>{formatPesos(balance.average_cost)}</DataCell>
          <DataCell className={`${figure} font-medium text-gray-900`}>{formatPesos(balance.value)}</DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
