import type { AlertKind } from "@inventario/shared/alerts";
import type { InventoryProduct } from "@inventario/shared/inventory";
import { formatPesos } from "@inventario/shared/money";
import { type TaxClass, taxClassLabels } from "@inventario/shared/taxes";
import { StockAlertBadges } from "../../../components/stock-alert-badges";
import { formatQuantity } from "../../../lib/format-quantity";
import { ProductImagePicker } from "./product-image-picker";

type ProductSummaryCardProps = {
  product: InventoryProduct;
  /**
   * From the catalog record (GET /product/{id}), once loaded: what can be sold, what sent purchase orders
   * still bring ('En camino'), the product's alerts and its IVA class.
   */
  stock?: { available: number; on_order: number; stock_alerts: readonly AlertKind[]; tax_class: TaxClass } | undefined;
  /** The unit the product's lots share (use-product-unit.ts), null when unknown. */
  unit: string | null;
};

/**
 * The left card: image, name, its stock alerts, price, total quantity, what is available (not expired,
 * not promised to pending picking requests), what is on its way from suppliers and the weighted average
 * cost of the stock.
 */
export function ProductSummaryCard({ product, stock, unit }: ProductSummaryCardProps) {
  const total = product.warehouses.reduce((sum, warehouse) => sum + warehouse.quantity, 0);
  const figures = [
    { label: "Precio", value: formatPesos(product.price) },
    ...(stock ? [{ label: "IVA", value: taxClassLabels[stock.tax_class] }] : []),
    { label: "Cantidad total", value: formatQuantity(total, unit) },
    ...(stock
      ? [
          { label: "Disponible", value: formatQuantity(stock.available, unit) },
          { label: "En camino", value: formatQuantity(stock.on_order, unit) },
        ]
      : []),
    { label: "Costo promedio", value: formatPesos(product.cost) },
  ];
  return (
    <section
      aria-label="Resumen del producto"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <ProductImagePicker productId={product.id} name={product.name} imageUrl={product.image_url} />
      <h2 className="mt-4 text-lg font-semibold break-words text-gray-900">{product.name}</h2>
      <p className="font-mono text-sm text-gray-600">{product.sku}</p>
      {stock ? <StockAlertBadges alerts={stock.stock_alerts} className="mt-2" /> : null}
      <dl className="mt-4 divide-y divide-gray-100 border-t border-gray-100">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex items-baseline justify-between gap-3 py-2.5">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="font-semibold text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
