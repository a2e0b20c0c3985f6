import { useState } from "react";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useStockCountList } from "../api/list-stock-counts";
import { CountFilters } from "../components/count-filters";
import { NewCountModal } from "../components/new-count-modal";
import { StockCountsTable } from "../components/stock-counts-table";
import { countListTexts } from "../stock-count-texts";
import { useCountListQuery } from "../use-count-list-query";

const statusTexts = (filtered: boolean) => ({
  loading: countListTexts.loading,
  // No count at all is said apart from none with the chosen filters.
  empty: filtered ? countListTexts.noneFiltered : countListTexts.empty,
  forbidden: countListTexts.listForbidden,
  error: countListTexts.listError,
});

/**
 * 'Toma física' (issue 33): the physical counts, newest first, filtered by status and warehouse (in the
 * URL); 'Nuevo conteo' (counts:approve) opens one and goes to it.
 */
export function StockCountsPage() {
  const query = useCountListQuery();
  const { filters } = query;
  const list = useStockCountList(filters);
  const canOpen = useCan("counts:approve");
  const [adding, setAdding] = useState(false);
  useListErrorToast(list.error, countListTexts.listError);

  return (
    <>
      <ListPageFrame
        title={countListTexts.title}
        addLabel={countListTexts.add}
        onAdd={canOpen ? () => setAdding(true) : undefined}
        filters={<CountFilters query={query} />}
        page={filters.page}
        data={list.data}
        onPageChange={query.setPage}
      >
        <StockCountsTable
          counts={list.rows}
          status={listStatus({ texts: statusTexts(query.filtered), list })}
          busy={list.busy}
        />
      </ListPageFrame>
      {adding ? <NewCountModal onClose={() => setAdding(false)} /> : null}
    </>
  );
}
