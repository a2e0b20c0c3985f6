import { api } from "../../../lib/api-client";
import { writeRequestOptions } from "../../../lib/use-write-mutation";
import type { PeopleConfig, PeopleResource, Person } from "../people-config";
import { usePersonMutation } from "./use-person-mutation";

export function reactivatePerson(resource: PeopleResource, identification: string): Promise<Person> {
  return api.patch<Person>(
    `/${resource}/${encodeURIComponent(identification)}/reactivate`,
    undefined,
    writeRequestOptions,
  );
}

export function useReactivatePerson(config: PeopleConfig) {
  return usePersonMutation(config, {
    mutationFn: (identification: string) => reactivatePerson(config.resource, identification),
    successMessage: config.texts.reactivated,
  });
}
