import { ListFrame } from "../../../components/list-frame";
import { listStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useSuggestionList } from "../api/list-suggestions";
import { CreatedOrdersNotice } from "../components/created-orders-notice";
import { SuggestionBar } from "../components/suggestion-bar";
import { SuggestionFilters } from "../components/suggestion-filters";
import { SuggestionsTable } from "../components/suggestions-table";
import { suggestionTexts } from "../purchase-texts";
import { useSuggestionQuery } from "../use-suggestion-query";
import { useSuggestionSelection } from "../use-suggestion-selection";

/**
 * 'Sugerido de compra' (issue 32): the low-stock products still short after what open orders bring, each with
 * the quantity to order in its supplier's packs; filters and page in the URL. Who may create orders chooses
 * rows (across pages), adjusts their quantities and makes one draft per supplier and warehouse.
 */
export function PurchaseSuggestionsPage() {
  const query = useSuggestionQuery();
  const { filters } = query;
  const list = useSuggestionList(filters);
  const selection = useSuggestionSelection();
  const canCreate = useCan("purchases:create");
  useListErrorToast(list.error, suggestionTexts.listError);

  const status = listStatus({
    texts: {
      loading: suggestionTexts.loading,
      empty: query.filtered ? suggestionTexts.noneFiltered : suggestionTexts.empty,
      noMatch: suggestionTexts.noMatch,
      forbidden: suggestionTexts.listForbidden,
      error: suggestionTexts.listError,
    },
    list,
    search: filters.search,
    onClearSearch: query.clearSearch,
  });

  return (
    <>
      <PageHeader title={suggestionTexts.title} />
      <CreatedOrdersNotice orders={selection.created} />
      <ListFrame
        toolbar={<SuggestionFilters query={query} />}
        page={filters.page}
        data={list.data}
        onPageChange={query.setPage}
      >
        {canCreate ? <SuggestionBar rows={list.rows ?? []} selection={selection} /> : null}
        <SuggestionsTable
          rows={list.rows}
          status={status}
          busy={list.busy}
          selection={selection}
          selecting={canCreate}
        />
      </ListFrame>
    </>
  );
}
