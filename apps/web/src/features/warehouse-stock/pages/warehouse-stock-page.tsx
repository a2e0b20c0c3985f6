import { Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { buttonClassName } from "../../../components/button";
import { ExportMenu } from "../../../components/export-menu";
import { KeysetFooter } from "../../../components/keyset-footer";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { stockPath, stockQueryOf, useWarehouseStock } from "../api/list-warehouse-stock";
import { StockFilters } from "../components/stock-filters";
import { StockTable } from "../components/stock-table";
import { useStockQuery } from "../use-stock-query";
import { stockPaths, stockTexts } from "../warehouse-stock-texts";

/**
 * /dashboard/warehouses/{id}/stock, 'Existencias' (issue 33): what the warehouse holds, lot by lot, with
 * each product's reserved and available; 'Con stock', 'Por vencer' (in 30, 60 or 90 days) or 'Vencidos',
 * by category and searched, all in the URL. Its total stops at 1.000: past it, 'Ver más líneas'.
 * 'Exportar' gives every row with the same filters, 'Imprimir' the first 500 on paper.
 */
export function WarehouseStockPage() {
  const { id = "" } = useParams();
  const query = useStockQuery();
  const { filters } = query;
  const list = useWarehouseStock(id, filters);
  const name = list.data?.warehouse.name;
  useListErrorToast(list.error, stockTexts.error);
  const status = listStatus({
    texts: {
      loading: stockTexts.loading,
      empty: filters.category ? stockTexts.emptyCategory : stockTexts.empty[filters.state],
      noMatch: stockTexts.noMatch,
      forbidden: stockTexts.forbidden,
      error: stockTexts.error,
    },
    list,
    search: filters.search,
    onClearSearch: query.clearSearch,
  });

  return (
    <ListPageFrame
      title={stockTexts.title(name)}
      actions={
        <>
          <BackLink to={stockPaths.warehouses} label={stockTexts.back} />
          <ExportMenu path={stockPath(id)} query={stockQueryOf(filters)} />
          <Link to={stockPaths.print(id, query.urlFilters)} className={buttonClassName("secondary")}>
            <Printer aria-hidden="true" className="size-4" />
            {stockTexts.print}
          </Link>
        </>
      }
      filters={<StockFilters query={query} />}
      // The footer below pages the list itself: past the counted pages it follows `next_after`.
      page={filters.page}
      data={undefined}
      onPageChange={query.setPage}
    >
      <StockTable rows={list.rows} status={status} busy={list.busy} />
      <KeysetFooter query={query} data={list.data} texts={stockTexts} />
    </ListPageFrame>
  );
}
