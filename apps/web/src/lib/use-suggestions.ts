import { SEARCH_MIN_CHARS } from "@inventario/shared/constants";
import { type QueryKey, useQuery } from "@tanstack/react-query";
import { useSearchQuery } from "./use-search-query";

/** What a search box's suggestions stand at: what useSuggestions answers and SuggestionCombobox shows. */
export type Suggestions<T> = {
  text: string;
  setText: (text: string) => void;
  items: readonly T[];
  /** A search is on its way. */
  loading: boolean;
  /** The search ran and found nothing: worth saying, unlike a text too short to search. */
  empty: boolean;
};

/**
 * Suggestions under a search box, with the search rule of SPEC §5: asked for 300 ms after the last
 * keystroke, and only while the trimmed text has at least 3 characters. Fewer characters show none.
 */
export function useSuggestions<T>(
  queryKey: (search: string) => QueryKey,
  fetch: (search: string, signal: AbortSignal) => Promise<T[]>,
  /** False once a suggestion is chosen: its text in the box is no search. */
  enabled = true,
): Suggestions<T> {
  const { text, setText, search } = useSearchQuery();
  const active = enabled && text.trim().length >= SEARCH_MIN_CHARS && search.length >= SEARCH_MIN_CHARS;
  const query = useQuery({
    queryKey: queryKey(search),
    queryFn: ({ signal }) => fetch(search, signal),
    enabled: active,
  });
  return {
    text,
    setText,
    items: active ? (query.data ?? []) : [],
    loading: active && query.isFetching,
    empty: active && query.isSuccess && !query.isFetching && query.data.length === 0,
  };
}
