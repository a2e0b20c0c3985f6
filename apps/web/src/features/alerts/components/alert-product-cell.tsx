import type { AlertRow } from "@inventario/shared/alerts";
import type { ReactNode } from "react";
import { DataCell } from "../../../components/data-row";
import { linkClassName, ScreenLink } from "../../../components/screen-link";
import { productDetailPath } from "../alert-texts";

type AlertProductCellProps = {
  product: AlertRow["product"];
  /** A row's checkbox ('Vencidos'), ahead of the name so it stays in view when the table scrolls sideways. */
  leading?: ReactNode;
  /** The header of a product's rows ('Stock bajo', 'Agotados'): a row header over them all. */
  rowSpan?: number;
  /** Its width: a table of many columns gives the name less room (it wraps). */
  width?: string;
};

/**
 * The product's name, linking to its detail for whoever may read products, over its SKU. With `rowSpan`,
 * the row header of the product's rows (its own and its warehouses').
 */
export function AlertProductCell({ product, leading, rowSpan, width = "min-w-48" }: AlertProductCellProps) {
  return (
    <DataCell
      rowHeader={rowSpan !== undefined}
      rowSpan={rowSpan}
      className={`${width} px-3 py-3 text-left font-normal`}
    >
      <div className="flex items-start gap-3">
        {leading}
        <div className="min-w-0">
          <ScreenLink
            to={productDetailPath(product.id)}
            className={`block font-medium ${linkClassName} hover:text-indigo-900`}
            plainClassName="block font-medium text-gray-900"
          >
            {product.name}
          </ScreenLink>
          <span className="block font-mono text-xs text-gray-600">{product.sku}</span>
        </div>
      </div>
    </DataCell>
  );
}
