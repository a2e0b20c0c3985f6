import type { UseQueryResult } from "@tanstack/react-query";

/**
 * A whole (unpaged) list's query as `listStatus` reads it: loading only while its first answer is on its
 * way (a disabled query is not loading), and 'Reintentar' asks again.
 */
export function queryListState<T>(query: UseQueryResult<T[]>) {
  return {
    loading: query.isPending && query.isFetching,
    rows: query.data,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
