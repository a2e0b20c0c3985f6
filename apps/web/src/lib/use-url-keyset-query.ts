import { useEffect, useRef } from "react";
import { useUrlParams } from "./use-url-params";
import { useUrlSearchQuery } from "./use-url-search-query";

/**
 * A URL-kept list whose counted pages end («más de 1.000») and whose deeper rows are reached by `?after=`
 * (the key of the last row shown): its search and page as every list keeps them (useUrlSearchQuery), the
 * URL's parameters its filters are read from, and one URL change per action. A new filter or search starts again from the first page; the pager counts from the
 * start, so it leaves `after`. Replace, as lists do: Back leaves the screen.
 */
export function useUrlKeysetQuery() {
  const { search, page, ...searchControls } = useUrlSearchQuery();
  const [params, edit] = useUrlParams();
  /** One URL change, empty values (and page 1) removed. */
  const update = (changes: Record<string, string>) =>
    edit((next) => {
      for (const [name, value] of Object.entries(changes)) {
        if (value === "" || (name === "page" && value === "1")) next.delete(name);
        else next.set(name, value);
      }
    });
  const after = params.get("after") ?? "";

  // A new search counts its pages from the start.
  const searched = useRef(search);
  useEffect(() => {
    if (searched.current === search) return;
    searched.current = search;
    if (after) update({ after: "" });
  });

  return {
    search,
    /** Past the counted pages the rows are one page after `after`. */
    page: after ? 1 : page,
    after,
    params,
    /** Sets filters (an empty value removes one) and starts again from the first page. */
    setFilters: (changes: Record<string, string>) => update({ ...changes, after: "", page: "" }),
    /** The search box's and pager's controls. */
    controls: {
      ...searchControls,
      setPage: (next: number) => update({ after: "", page: String(next) }),
      /** The rows after the last counted page. */
      pageAfter: (key: string) => update({ after: key, page: "" }),
    },
  };
}
