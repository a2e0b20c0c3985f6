import { DataCell } from "../../../components/data-row";
import { ProductLink } from "../../../components/product-link";
import { purchasePaths } from "../purchase-texts";

/** A figure of the purchases' tables (a quantity, a cost): on one line, digits aligned. */
export const figureCell = "whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums";

type Product = { id: string; name: string; sku: string };

/** A product on the purchases' screens: its name, linking to its detail, over its SKU. */
export function PurchaseProductLink({ product }: { product: Product }) {
  return <ProductLink to={purchasePaths.product(product.id)} name={product.name} sku={product.sku} />;
}

/** The first cell of a document's line (an order's, a receipt's): the product it is of. */
export function ProductCell({ product }: { product: Product }) {
  return (
    <DataCell className="min-w-48 px-3 py-3">
      <PurchaseProductLink product={product} />
    </DataCell>
  );
}
