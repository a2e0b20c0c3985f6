import { ExportMenu } from "../../../components/export-menu";
import { PageHeader } from "../../../components/page-header";
import { Pagination } from "../../../components/pagination";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useSaleList } from "../api/list-sales";
import { SaleFilters } from "../components/sale-filters";
import { SalesTable } from "../components/sales-table";
import { historyTexts } from "../sale-history-texts";
import { useSaleListQuery } from "../use-sale-list-query";

/** 'Historial de ventas' (issue 18): every sale, searched and filtered by date and status, paged. */
export function SalesHistoryPage() {
  const query = useSaleListQuery();
  const list = useSaleList(query.filters, !query.rangeInvalid);
  useListErrorToast(list.error, historyTexts.listError);

  return (
    <>
      <PageHeader
        title={historyTexts.title}
        actions={
          query.rangeInvalid ? null : (
            <ExportMenu
              path="/sales"
              query={{
                search: query.filters.search,
                from: query.filters.from,
                to: query.filters.to,
                status: query.filters.status,
              }}
            />
          )
        }
      />
      <SaleFilters query={query} />
      <SalesTable
        sales={list.data?.data}
        loading={list.isPending && list.isFetching}
        error={list.error}
        busy={list.isPlaceholderData && list.isFetching}
      />
      <Pagination page={query.filters.page} totalPages={list.data?.total_pages ?? 0} onPageChange={query.setPage} />
    </>
  );
}
