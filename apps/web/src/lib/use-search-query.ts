import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from "@inventario/shared/constants";
import { useEffect, useRef, useState } from "react";

/** What a paged list asks the server for. */
type SearchQuery = {
  search: string;
  page: number;
};

/**
 * The search rule of SPEC §5 kept in component state, for the suggestions under a search box
 * (`use-suggestions.ts`), whose search means nothing once the box closes; a list keeps its search and page
 * in the URL instead (`useUrlSearchQuery`). The typed text is applied 300 ms after the last keystroke,
 * and only when, trimmed, it has at least 3 characters (then from page 1) or is empty (then the page
 * already shown stays, unless a search was being shown: a new text always starts at page 1). One or two
 * characters leave the list as it is, so no request goes out for them.
 */
export function useSearchQuery() {
  const [text, setText] = useState("");
  const [query, setQuery] = useState<SearchQuery>({ search: "", page: 1 });

  useDebouncedSearch(text, (search) => {
    setQuery((current) => (current.search === search ? current : { search, page: 1 }));
  });

  const setPage = (page: number) => setQuery((current) => ({ ...current, page }));

  return { text, setText, search: query.search, page: query.page, setPage };
}

/**
 * The timing half of the rule above, for a list that keeps its query elsewhere (every list keeps it in the
 * URL, `useUrlSearchQuery`): `apply` gets the trimmed text 300 ms after the last keystroke, when it has at least 3
 * characters or is empty; it decides itself whether that changes anything.
 */
export function useDebouncedSearch(text: string, apply: (search: string) => void): void {
  // The latest callback, so a new one on every render neither restarts the wait nor is called stale.
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

  useEffect(() => {
    const search = text.trim();
    if (search.length > 0 && search.length < SEARCH_MIN_CHARS) return;
    const timer = setTimeout(() => applyRef.current(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
}
