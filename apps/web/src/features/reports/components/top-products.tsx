import { formatPesos } from "@inventario/shared/money";
import type { SalesReport } from "@inventario/shared/reports";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table";
import { formatQuantity } from "../../../lib/format-quantity";
import { salesReportTexts as texts } from "../sales-report-texts";

type TopProductsProps = { products: SalesReport["top_products"] | undefined; status: ReactNode; busy: boolean };

const productPath = (id: string) => `/dashboard/products/view/${encodeURIComponent(id)}`;

/** The 10 products with the largest total in the range, ranked, each linking to its product. */
export function TopProducts({ products, status, busy }: TopProductsProps) {
  const columns = [texts.topColumns.rank, texts.topColumns.product, texts.topColumns.units, texts.topColumns.amount];
  return (
    <div className="min-w-0">
      <h3 className="mb-3 text-base font-semibold text-gray-900">{texts.topTitle}</h3>
      <DataTable
        caption={texts.topCaption}
        columns={columns}
        busy={busy}
        status={status ?? (products?.length === 0 ? texts.topEmpty : null)}
      >
        {products?.map((item, index) => (
          <tr key={item.product.id} className="hover:bg-gray-50">
            <td className="px-3 py-3 text-gray-600 tabular-nums">{index + 1}</td>
            <td className="min-w-40 px-3 py-3">
              <Link
                to={productPath(item.product.id)}
                className="font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {item.product.name}
              </Link>
              <span className="block font-mono text-xs text-gray-600">{item.product.sku}</span>
            </td>
            <td className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">{formatQuantity(item.units)}</td>
            <td className="whitespace-nowrap px-3 py-3 font-medium text-gray-900 tabular-nums">
              {formatPesos(item.amount)}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
