import { ExportMenu } from "../../../components/export-menu";
import { listStatus } from "../../../components/list-status";
import { Pagination } from "../../../components/pagination";
import { useKardex } from "../api/get-kardex";
import { kardexTexts } from "../kardex-texts";
import { useKardexQuery } from "../use-kardex-query";
import { KardexBalances } from "./kardex-balances";
import { KardexFilters } from "./kardex-filters";
import { KardexTable } from "./kardex-table";
import { SectionHeading } from "./section-heading";

/**
 * 'Kardex' of the product detail (issue 20): its movements between two dates, valued at weighted average
 * cost, for every warehouse or one. The filters live in the URL. A range that ends before it starts is
 * not asked for: the date field says why.
 */
export function KardexSection({ productId }: { productId: string }) {
  const query = useKardexQuery();
  const kardex = useKardex(productId, query.filters, !query.rangeInvalid);
  const data = query.rangeInvalid ? undefined : kardex.data;
  const status = query.rangeInvalid
    ? kardexTexts.rangeInvalid
    : listStatus({ texts: kardexTexts, loading: kardex.isPending, rows: data?.data, error: kardex.error });
  return (
    <div className="min-w-0">
      <SectionHeading
        title={kardexTexts.title}
        actions={
          query.rangeInvalid ? null : (
            <ExportMenu
              path={`/product/${encodeURIComponent(productId)}/kardex`}
              query={{ from: query.filters.from, to: query.filters.to, warehouse_id: query.filters.warehouse }}
            />
          )
        }
      />
      <p className="-mt-2 mb-3 text-sm text-gray-600">{kardexTexts.subtitle}</p>
      <KardexFilters query={query} />
      {data ? <KardexBalances kardex={data} /> : null}
      <KardexTable
        kardex={data}
        // An empty range is not a status: its opening and closing balances are still worth showing.
        status={data?.data.length === 0 ? null : status}
        busy={kardex.isPlaceholderData && kardex.isFetching}
      />
      <Pagination page={query.filters.page} totalPages={data?.total_pages ?? 0} onPageChange={query.setPage} />
    </div>
  );
}
