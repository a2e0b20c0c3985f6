import { ChevronRight, ChevronsLeft } from "lucide-react";
import { Button } from "../../../components/button";
import { ListFooter } from "../../../components/list-frame";
import type { StockPage } from "../api/list-warehouse-stock";
import type { StockQuery } from "../use-stock-query";
import { stockTexts } from "../warehouse-stock-texts";

/**
 * Under the numbered pages: «1–10 de más de 1.000» and the pager while the pages are counted; past the last
 * counted page (a capped list), 'Ver más líneas' follows `next_after`, and 'Volver al inicio' goes back.
 */
export function StockFooter({ query, data }: { query: StockQuery; data: StockPage | undefined }) {
  const { filters } = query;
  if (filters.after === "") {
    const next = data?.total_capped && data.page >= data.total_pages ? data.next_after : null;
    return (
      <>
        <ListFooter page={filters.page} data={data} onPageChange={query.setPage} />
        {next ? (
          <div className="mt-3 flex justify-end">
            <Button variant="secondary" onClick={() => query.pageAfter(next)}>
              {stockTexts.moreRows}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  const next = data?.next_after ?? null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => query.setPage(1)}>
        <ChevronsLeft aria-hidden="true" className="size-4" />
        {stockTexts.firstRows}
      </Button>
      {next ? (
        <Button variant="secondary" onClick={() => query.pageAfter(next)}>
          {stockTexts.moreRows}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
