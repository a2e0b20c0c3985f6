import type { StockCountVariance, StockCountVarianceProduct } from "@inventario/shared/stock-counts";
import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { ProductLink } from "../../../components/product-link";
import { formatQuantity } from "../../../lib/format-quantity";
import { differenceTone, signedPesos } from "../../../lib/signed-pesos";
import { signedQuantity } from "../count-lines";
import { countPaths, varianceTexts as texts } from "../stock-count-texts";

const figureCell = "whitespace-nowrap px-3 py-3 tabular-nums";

/** A category's name as the report shows it: a product without one is 'Sin categoría'. */
export const categoryName = (category: string) => category || texts.noCategory;

/** Each category's products with a difference, units over, under and net, and the net in pesos. */
export function CategoryVarianceTable({ categories }: { categories: StockCountVariance["categories"] }) {
  return (
    <DataTable caption={texts.categoriesCaption} columns={texts.categoryColumns}>
      {categories.map((row) => (
        <DataRow key={row.category || "none"} className="hover:bg-gray-50">
          <DataCell className="min-w-36 px-3 py-3 font-medium text-gray-900">{categoryName(row.category)}</DataCell>
          <DataCell className={`${figureCell} text-gray-800`}>{formatQuantity(row.products)}</DataCell>
          <DataCell className={`${figureCell} ${differenceTone(row.surplus_units)}`}>
            {signedQuantity(row.surplus_units)}
          </DataCell>
          <DataCell className={`${figureCell} ${differenceTone(-row.shortage_units)}`}>
            {signedQuantity(-row.shortage_units)}
          </DataCell>
          <DataCell className={`${figureCell} font-medium ${differenceTone(row.net_units)}`}>
            {signedQuantity(row.net_units)}
          </DataCell>
          <DataCell className={`${figureCell} font-medium ${differenceTone(row.net_value)}`}>
            {signedPesos(row.net_value)}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

type ProductVarianceTableProps = {
  products: StockCountVarianceProduct[] | undefined;
  /** Loading, failed or nothing on this page: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
};

/**
 * A page of the products with a difference, largest value first: the book and the count (their lots
 * summed), the difference and its value. On a phone each is a card titled by the product's name.
 */
export function ProductVarianceTable({ products, status, busy }: ProductVarianceTableProps) {
  return (
    <DataTable
      caption={texts.productsCaption}
      columns={texts.productColumns}
      titleColumn={1}
      status={status}
      busy={busy}
    >
      {products?.map((row) => (
        <DataRow key={row.product.id} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">{row.product.sku}</DataCell>
          <DataCell className="min-w-40 px-3 py-3">
            <ProductLink to={countPaths.product(row.product.id)} name={row.product.name} />
            {row.lots > 1 ? (
              <span className="block text-xs font-normal text-gray-600">{texts.lots(row.lots)}</span>
            ) : null}
          </DataCell>
          <DataCell className="px-3 py-3 text-gray-700">{categoryName(row.product.category)}</DataCell>
          <DataCell className={`${figureCell} text-gray-800`}>{formatQuantity(row.book)}</DataCell>
          <DataCell className={`${figureCell} text-gray-800`}>{formatQuantity(row.counted)}</DataCell>
          <DataCell className={`${figureCell} font-medium ${differenceTone(row.difference)}`}>
            {signedQuantity(row.difference)}
          </DataCell>
          <DataCell className={`${figureCell} font-medium ${differenceTone(row.value)}`}>
            {signedPesos(row.value)}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
