import type { PersonInput } from "@inventario/shared/people";
import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import type { PeopleResource, Person, PersonFormConfig } from "../people-config";
import { personWriteOptions } from "./person-write-options";

function createPerson(resource: PeopleResource, input: PersonInput): Promise<Person> {
  return api.post<Person>(`/${resource}`, input, writeRequestOptions);
}

export function useCreatePerson(config: PersonFormConfig) {
  return useWriteMutation({
    ...personWriteOptions(config),
    mutationFn: (input: PersonInput) => createPerson(config.resource, input),
    successMessage: config.texts.created,
  });
}
