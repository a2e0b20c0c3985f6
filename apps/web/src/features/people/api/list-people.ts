import type { Paged } from "@inventario/shared/pagination";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "../../../lib/query-keys";
import type { PeopleConfig, PeopleResource, Person } from "../people-config";

type ListPeopleParams = {
  search: string;
  page: number;
  signal?: AbortSignal;
  forbiddenMessage?: string;
};

function listPeople<T extends Person>(
  resource: PeopleResource,
  { search, page, signal, forbiddenMessage }: ListPeopleParams,
): Promise<Paged<T>> {
  return api.get<Paged<T>>(`/${resource}`, { signal, forbiddenMessage, query: { page, search } });
}

/** Keeps the page on screen while the next one loads, so paging and searching do not flash empty. */
export function usePeopleList<T extends Person>(config: PeopleConfig, search: string, page: number) {
  return useQuery({
    queryKey: peopleKeys.list(config.resource, search, page),
    queryFn: ({ signal }) =>
      listPeople<T>(config.resource, { search, page, signal, forbiddenMessage: config.texts.listForbidden }),
    placeholderData: keepPreviousData,
  });
}
