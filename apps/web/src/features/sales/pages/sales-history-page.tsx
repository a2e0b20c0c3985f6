import { ExportMenu } from "../../../components/export-menu";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useSaleList } from "../api/list-sales";
import { SaleFilters } from "../components/sale-filters";
import { SalesTable } from "../components/sales-table";
import { historyTexts } from "../sale-history-texts";
import { useSaleListQuery } from "../use-sale-list-query";

const statusTexts = (filtered: boolean) => ({
  loading: historyTexts.loading,
  // No sale at all is said apart from no sale in the chosen dates or status.
  empty: filtered ? historyTexts.noneFiltered : historyTexts.empty,
  noMatch: historyTexts.noMatch,
  forbidden: historyTexts.listForbidden,
  error: historyTexts.listError,
});

/** 'Historial de ventas' (issue 18): every sale, searched and filtered by date and status, paged. */
export function SalesHistoryPage() {
  const query = useSaleListQuery();
  const { filters } = query;
  const list = useSaleList(filters, !query.rangeInvalid);
  useListErrorToast(list.error, historyTexts.listError);

  return (
    <ListPageFrame
      title={historyTexts.title}
      actions={
        query.rangeInvalid ? null : (
          <ExportMenu
            path="/sales"
            query={{ search: filters.search, from: filters.from, to: filters.to, status: filters.status }}
          />
        )
      }
      filters={<SaleFilters query={query} />}
      page={filters.page}
      data={list.data}
      onPageChange={query.setPage}
    >
      <SalesTable
        sales={list.rows}
        status={listStatus({
          texts: statusTexts(filters.from !== "" || filters.to !== "" || filters.status !== ""),
          list,
          search: filters.search,
          onClearSearch: query.clearSearch,
        })}
        busy={list.busy}
      />
    </ListPageFrame>
  );
}
