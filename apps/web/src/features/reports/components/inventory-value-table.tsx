import { formatPesos } from "@inventario/shared/money";
import type { InventoryValueRow } from "@inventario/shared/reports";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatQuantity } from "../../../lib/format-quantity";
import { inventoryValueTexts as texts } from "../inventory-value-texts";

const { columns } = texts;
const FIGURES = [columns.quantity, columns.averageCost, columns.value];
const cell = "px-3 py-3";
const figure = `${cell} whitespace-nowrap text-right tabular-nums text-gray-800`;
// The product stays in view while a narrow screen scrolls the figures; a shadow draws its edge (a
// collapsed border would stay behind when the cell sticks).
const sticky = "sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-gray-200)]";

type InventoryValueTableProps = {
  rows: InventoryValueRow[] | undefined;
  /** Loading, empty or failed: said in place of the rows. */
  status: ReactNode;
  busy: boolean;
};

/** One row per product: its name (to its detail) and SKU, units, average cost and value at the date. */
export function InventoryValueTable({ rows, status, busy }: InventoryValueTableProps) {
  return (
    <section
      aria-label={texts.tableCaption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <table aria-busy={busy} className="min-w-full text-left text-sm">
        <caption className="sr-only">{texts.tableCaption}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className={`${cell} ${sticky} bg-gray-50 font-semibold`}>
              {columns.product}
            </th>
            {FIGURES.map((name) => (
              <th key={name} scope="col" className={`${cell} whitespace-nowrap text-right font-semibold`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-gray-100 transition-opacity ${busy ? "opacity-60" : ""}`}>
          {status ? (
            <tr>
              <td colSpan={FIGURES.length + 1} className="px-4 py-10 text-center text-gray-600">
                {status}
              </td>
            </tr>
          ) : (
            rows?.map(({ product, unit, balance }) => (
              <tr key={product.id}>
                <td className={`${cell} ${sticky} min-w-40 max-w-[55vw] bg-white sm:max-w-none`}>
                  <Link
                    to={texts.productPath(product.id)}
                    className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                  >
                    {product.name}
                  </Link>
                  <span className="block font-mono text-xs text-gray-600">
                    {product.sku}
                    {product.is_active ? null : (
                      <span className="ml-2 font-sans font-semibold text-gray-700">{texts.inactive}</span>
                    )}
                  </span>
                </td>
                <td className={figure}>{formatQuantity(balance.quantity, unit ?? undefined)}</td>
                <td className={figure}>{formatPesos(balance.average_cost)}</td>
                <td className={`${figure} font-medium text-gray-900`}>{formatPesos(balance.value)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
