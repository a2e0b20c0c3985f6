import type { Paged } from "@inventario/shared/pagination";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
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

export function usePeopleList<T extends Person>(config: PeopleConfig, search: string, page: number) {
  return usePagedList({
    queryKey: peopleKeys.list(config.resource, search, page),
    fetchPage: (signal) =>
      listPeople<T>(config.resource, { search, page, signal, forbiddenMessage: config.texts.listForbidden }),
  });
}
