import type { PersonInput } from "@inventario/shared/people";
import { api } from "../../../lib/api-client";
import { writeRequestOptions } from "../../../lib/use-write-mutation";
import type { PeopleConfig, PeopleResource, Person } from "../people-config";
import { usePersonMutation } from "./use-person-mutation";

/** The identification names the person in the path and cannot change, so the body leaves it out. */
export function updatePerson(resource: PeopleResource, { identification, ...fields }: PersonInput): Promise<Person> {
  return api.put<Person>(`/${resource}/${encodeURIComponent(identification)}`, fields, writeRequestOptions);
}

export function useUpdatePerson(config: PeopleConfig) {
  return usePersonMutation(config, {
    mutationFn: (input: PersonInput) => updatePerson(config.resource, input),
    successMessage: config.texts.updated,
    showServerMessage: true,
  });
}
