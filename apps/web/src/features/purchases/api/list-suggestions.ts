import type { Paged } from "@inventario/shared/pagination";
import type { Suggestion } from "@inventario/shared/purchases";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { purchaseKeys } from "../../../lib/query-keys";
import { suggestionTexts } from "../purchase-texts";

/** What 'Sugerido de compra' asks for; an empty filter is none. */
export type SuggestionFilters = { warehouse: string; supplier: string; category: string; search: string; page: number };

/** A page of suggestions; `total_capped` when more rows follow than the server looked at. */
export type SuggestionPage = Paged<Suggestion> & { total_capped: boolean };

function listSuggestions({ warehouse, supplier, ...filters }: SuggestionFilters, signal?: AbortSignal) {
  return api.get<SuggestionPage>("/purchases/suggestions", {
    signal,
    forbiddenMessage: suggestionTexts.listForbidden,
    query: { ...filters, warehouse_id: warehouse, supplier_id: supplier },
  });
}

export function useSuggestionList(filters: SuggestionFilters) {
  return usePagedList({
    queryKey: purchaseKeys.suggestions(filters),
    fetchPage: (signal) => listSuggestions(filters, signal),
  });
}
