import { useContext, useEffect, useState } from "react";
import { UNSAFE_DataRouterContext, useLocation } from "react-router";
import { useDebouncedSearch } from "./use-search-query";
import { type EditUrlParams, useUrlParams } from "./use-url-params";

/** `?page=` (or `name`): a whole number from 1; anything else (missing, 0, "abc") is page 1. */
export function urlPage(params: URLSearchParams, name = "page"): number {
  const page = Number(params.get(name));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** Sets `?page=` (or `name`) to `page`, or removes it for page 1 (`edit` replaces the URL, as lists do). */
export function urlPageSetter(edit: EditUrlParams, name = "page") {
  return (page: number) =>
    edit((next) => {
      if (page > 1) next.set(name, String(page));
      else next.delete(name);
    });
}

/**
 * The page of a list without a search, kept in the URL under `name` (a screen holding several lists, such
 * as the product detail, gives each its own), so a reload or Back shows the same page.
 */
export function useUrlPage(name = "page") {
  const [params, edit] = useUrlParams();
  return { page: urlPage(params, name), setPage: urlPageSetter(edit, name) };
}

/**
 * The search and page of every list screen, kept in the URL (`?page=2&search=arroz`), so a reload, a
 * shared link or Back (from a row's detail) returns to the same page of the same search. The typed text
 * follows the search rule of SPEC §5 (`useDebouncedSearch`): applied 300 ms after the last keystroke, from
 * 3 characters or when emptied, a new search from page 1.
 */
export function useUrlSearchQuery() {
  const [params, edit] = useUrlParams();
  const search = (params.get("search") ?? "").trim();
  const page = urlPage(params);
  const [text, setText] = useState(search);

  // Back or a link to another search: the box shows the search the list shows.
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  // Replace, not push (`edit`): Back leaves the list instead of undoing one keystroke or page at a time.
  const update = (next: { search?: string; page: number }) =>
    edit((updated) => {
      if (next.search !== undefined) {
        if (next.search === "") updated.delete("search");
        else updated.set("search", next.search);
      }
      if (next.page > 1) updated.set("page", String(next.page));
      else updated.delete("page");
    });

  // A search typed just before a row's link was followed would land while that screen loads (its URL
  // update would replace the navigation and keep the user on the list), or once the router is on the
  // next screen while this one is still on display (its `?search=` would land on that screen's URL).
  // Leaving wins. The router's live state tells, not this render's values (a transition keeps the list
  // on display, unrendered, while the next screen loads); only the router's context holds it.
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useDebouncedSearch(text, (typed) => {
    const live = router?.state;
    const stillHere = !live || (live.navigation.state === "idle" && live.location.pathname === pathname);
    if (typed !== search && stillHere) update({ search: typed, page: 1 });
  });

  return {
    text,
    setText,
    search,
    page,
    setPage: (next: number) => update({ page: next }),
    /** 'Limpiar búsqueda': the box empties and the whole list shows again from page 1, without waiting. */
    clearSearch: () => {
      setText("");
      update({ search: "", page: 1 });
    },
  };
}

/**
 * Sets one filter of a list kept in the URL (`?status=…`), or removes it when empty, and goes back to
 * the first page. Replace, not push, as the search and page do: Back leaves the screen. `pageParam` names
 * the page's parameter when a screen keeps more than one list in its URL (the product's kardex).
 */
export function urlFilterSetter<Name extends string>(edit: EditUrlParams, pageParam = "page") {
  return (name: Name, value: string) =>
    edit((next) => {
      if (value === "") next.delete(name);
      else next.set(name, value);
      next.delete(pageParam);
    });
}

/**
 * A URL-kept list with filters besides its search (`?status=`, `?warehouse=`…): its search and page as
 * every list keeps them (useUrlSearchQuery), the box's and pager's `controls` (text, setText, setPage,
 * clearSearch), the URL's parameters the filters are read from, and `setFilter` (urlFilterSetter).
 */
export function useUrlFilteredSearchQuery<Name extends string>() {
  const { search, page, ...controls } = useUrlSearchQuery();
  const [params, edit] = useUrlParams();
  return { search, page, controls, params, setFilter: urlFilterSetter<Name>(edit) };
}
