import type { Paged } from "@inventario/shared/pagination";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export type PageParams = { search: string; page: number; signal?: AbortSignal };

/** One page of a list endpoint (`?page&search`); `forbiddenMessage` is the screen's own 403 text. */
export function getPage<T>(path: string, { search, page, signal }: PageParams, forbiddenMessage: string) {
  return api.get<Paged<T>>(path, { signal, forbiddenMessage, query: { page, search } });
}

/** Keeps the page on screen while the next one loads, so paging and searching do not flash empty. */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (params: PageParams) => Promise<Paged<T>>,
  search: string,
  page: number,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage({ search, page, signal }),
    placeholderData: keepPreviousData,
  });
}
