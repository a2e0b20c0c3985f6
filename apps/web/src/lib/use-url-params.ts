import { useContext } from "react";
import { UNSAFE_NavigationContext, useLocation, useSearchParams } from "react-router";

/** Changes a copy of the URL's parameters in place. */
export type UrlParamsChange = (params: URLSearchParams) => void;

/** One URL change: the query string after it (the router shows it at its next render). */
export type EditUrlParams = (change: UrlParamsChange) => void;

interface Write {
  /** The location (key, path and query) the write started from. */
  from: string;
  search: string;
}

// React Router's setSearchParams hands its updater the params of the last render: two changes made before
// a render (two filters set in one handler, a debounced search landing beside a click, a loaded machine)
// would each start from the same params, and the second would drop the first. So each router remembers
// the query it last wrote and the location it wrote it over; until a render shows another location, the
// next change starts from that query. Keyed by the router's navigator, so one router's (or one test's)
// writes never leak into another's.
const lastWrites = new WeakMap<object, Write>();

/**
 * The URL's parameters and `edit`, which applies a change to them as they stand after every earlier change
 * (rendered or not) and replaces the URL: Back leaves the screen instead of undoing one change at a time.
 * Every screen writes its URL's parameters through it.
 */
export function useUrlParams(): [URLSearchParams, EditUrlParams] {
  const [params, setParams] = useSearchParams();
  const { key, pathname, search } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const here = `${key} ${pathname}${search}`;
  const edit: EditUrlParams = (change) => {
    const last = lastWrites.get(navigator);
    const next = new URLSearchParams(last?.from === here ? last.search : params);
    change(next);
    lastWrites.set(navigator, { from: here, search: next.toString() });
    setParams(next, { replace: true });
  };
  return [params, edit];
}
