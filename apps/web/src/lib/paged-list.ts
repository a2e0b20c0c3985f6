import type { Paged } from "@inventario/shared/pagination";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export type PageParams = { search: string; page: number; signal?: AbortSignal };

/** One page of a list endpoint (`?page&search`); `forbiddenMessage` is the screen's own 403 text. */
export function getPage<T>(path: string, { search, page, signal }: PageParams, forbiddenMessage: string) {
  return api.get<Paged<T>>(path, { signal, forbiddenMessage, query: { page, search } });
}

type PagedListOptions<P> = {
  /** The cache key of this page with these filters (a factory of `lib/query-keys.ts`). */
  queryKey: QueryKey;
  /** Asks for the page; the signal cancels it when the filters change first. */
  fetchPage: (signal: AbortSignal) => Promise<P>;
  /** False while the filters cannot be sent (a range the server would refuse): nothing is asked. */
  enabled?: boolean;
};

/** What a list screen shows of its page: the rows, and whether it is loading, refreshing or failed. */
export type PagedList<P extends Paged<unknown>> = {
  /** The answer whose rows are on screen: the previous page's while the next one loads. */
  data: P | undefined;
  rows: P["data"] | undefined;
  /** Nothing to show yet: the first page of these filters is on its way. */
  loading: boolean;
  /** The rows on screen are the previous page's or search's; the next ones are on their way. */
  busy: boolean;
  /** Any request of this list is running (a refresh after a write too). */
  fetching: boolean;
  error: unknown;
  /** Asks again after a failure ('Reintentar'). */
  retry: () => void;
};

/**
 * Every paged list of the app: one page per key, and the page shown stays on screen while the next one
 * loads, so paging and searching do not flash empty (`busy` says so). Loading and busy are only true while
 * a request runs, so a disabled list (filters the server would refuse) is neither.
 */
export function usePagedList<P extends Paged<unknown>>({
  queryKey,
  fetchPage,
  enabled = true,
}: PagedListOptions<P>): PagedList<P> {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  return {
    data: query.data,
    rows: query.data?.data,
    loading: query.isPending && query.isFetching,
    busy: query.isPlaceholderData && query.isFetching,
    fetching: query.isFetching,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
