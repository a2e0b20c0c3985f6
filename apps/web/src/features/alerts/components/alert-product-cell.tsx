import type { AlertRow } from "@inventario/shared/alerts";
import type { ReactNode } from "react";
import { DataCell } from "../../../components/data-row";
import { ScreenLink } from "../../../components/screen-link";
import { productDetailPath } from "../alert-texts";

type AlertProductCellProps = {
  product: AlertRow["product"];
  /** A row's checkbox ('Vencidos'), ahead of the name so it stays in view when the table scrolls sideways. */
  leading?: ReactNode;
};

/** The product's name, linking to its detail for whoever may read products, over its SKU. */
export function AlertProductCell({ product, leading }: AlertProductCellProps) {
  return (
    <DataCell className="min-w-48 px-3 py-3">
      <div className="flex items-start gap-3">
        {leading}
        <div className="min-w-0">
          <ScreenLink
            to={productDetailPath(product.id)}
            className="block font-medium text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
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
