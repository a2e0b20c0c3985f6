import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "../../../lib/query-keys";
import type { PeopleConfig, PeopleResource, Person } from "../people-config";

export function getPerson<T extends Person>(
  resource: PeopleResource,
  identification: string,
  options: { signal?: AbortSignal; forbiddenMessage?: string } = {},
): Promise<T> {
  return api.get<T>(`/${resource}/${encodeURIComponent(identification)}`, options);
}

/** `enabled: false` for an identification that cannot exist, so a malformed link costs no request. */
export function usePerson<T extends Person>(config: PeopleConfig, identification: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.detail(config.resource, identification),
    queryFn: ({ signal }) =>
      getPerson<T>(config.resource, identification, { signal, forbiddenMessage: config.texts.listForbidden }),
    enabled,
  });
}
