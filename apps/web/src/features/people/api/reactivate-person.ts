import { api } from "../../../lib/api-client";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import type { PeopleConfig, PeopleResource, Person } from "../people-config";
import { personWriteOptions } from "./person-write-options";

function reactivatePerson(resource: PeopleResource, identification: string): Promise<Person> {
  return api.patch<Person>(
    `/${resource}/${encodeURIComponent(identification)}/reactivate`,
    undefined,
    writeRequestOptions,
  );
}

export function useReactivatePerson(config: PeopleConfig) {
  return useWriteMutation({
    ...personWriteOptions(config),
    mutationFn: (identification: string) => reactivatePerson(config.resource, identification),
    successMessage: config.texts.reactivated,
    serverMessageStatuses: [],
  });
}
