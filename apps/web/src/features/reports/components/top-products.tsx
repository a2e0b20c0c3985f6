import { formatPesos } from "@inventario/shared/money";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { listStatus } from "../../../components/list-status";
import { ScreenLink } from "../../../components/screen-link";
import { formatQuantity } from "../../../lib/format-quantity";
import { useSalesTopProducts } from "../api/get-sales-top-products";
import { salesReportTexts as texts } from "../sales-report-texts";

type TopProductsProps = {
  from: string;
  to: string;
  /** Why the range is not asked (the report's filters say it under the field), or null. */
  rangeError: string | null;
};

const productPath = (id: string) => `/dashboard/products/view/${encodeURIComponent(id)}`;

const statusTexts = {
  loading: texts.topLoading,
  empty: texts.topEmpty,
  forbidden: texts.forbidden,
  error: texts.topError,
};

/**
 * The 10 products with the largest total in the report's range, ranked, each linking to its product.
 * Its own request with its own loading, error and empty states: the report beside it does not wait for
 * it. A failure is told here only — the report's own failure already raises the screen's toast.
 */
export function TopProducts({ from, to, rangeError }: TopProductsProps) {
  const top = useSalesTopProducts({ from, to }, rangeError === null);
  const products = rangeError ? undefined : top.data?.products;
  const loading = top.isPending && top.isFetching;
  const status =
    rangeError ??
    listStatus({
      texts: statusTexts,
      list: { loading, rows: products, error: top.error, retry: () => void top.refetch() },
    });
  const busy = top.isPlaceholderData && top.isFetching;
  const columns = [
    texts.topColumns.rank,
    texts.topColumns.product,
    figure(texts.topColumns.units),
    figure(texts.topColumns.amount),
  ];
  return (
    <div className="min-w-0">
      <h3 className="mb-3 text-base font-semibold text-gray-900">{texts.topTitle}</h3>
      <DataTable caption={texts.topCaption} columns={columns} titleColumn={1} busy={busy} status={status}>
        {products?.map((item, index) => (
          <DataRow key={item.product.id} className="hover:bg-gray-50">
            <DataCell className="px-3 py-3 text-gray-600 tabular-nums">{index + 1}</DataCell>
            <DataCell className="min-w-40 px-3 py-3">
              <ScreenLink
                to={productPath(item.product.id)}
                className="font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                plainClassName="font-medium text-gray-900"
              >
                {item.product.name}
              </ScreenLink>
              <span className="block font-mono text-xs text-gray-600">{item.product.sku}</span>
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
              {formatQuantity(item.units)}
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900 tabular-nums">
              {formatPesos(item.amount)}
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </div>
  );
}
