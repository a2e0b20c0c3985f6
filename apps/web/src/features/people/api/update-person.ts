import type { PersonInput } from "@inventario/shared/people";
import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import type { PeopleResource, Person, PersonFormConfig } from "../people-config";
import { personWriteOptions } from "./person-write-options";

/** The identification names the person in the path and cannot change, so the body leaves it out. */
function updatePerson(resource: PeopleResource, { identification, ...fields }: PersonInput): Promise<Person> {
  return api.put<Person>(`/${resource}/${encodeURIComponent(identification)}`, fields, writeRequestOptions);
}

export function useUpdatePerson(config: PersonFormConfig) {
  return useWriteMutation({
    ...personWriteOptions(config),
    mutationFn: (input: PersonInput) => updatePerson(config.resource, input),
    successMessage: config.texts.updated,
  });
}
