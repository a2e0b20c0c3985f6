import { api } from "../../../lib/api-client";
import { REJECTED_INPUT_STATUSES, useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import type { PeopleConfig, PeopleResource } from "../people-config";
import { personWriteOptions } from "./person-write-options";

/** A soft delete: the person stays, inactive, and can be reactivated. */
function deletePerson(resource: PeopleResource, identification: string): Promise<void> {
  return api.delete<void>(`/${resource}/${encodeURIComponent(identification)}`, writeRequestOptions);
}

export function useDeletePerson(config: PeopleConfig) {
  return useWriteMutation({
    ...personWriteOptions(config),
    mutationFn: (identification: string) => deletePerson(config.resource, identification),
    successMessage: config.texts.deleted,
    // An employee's refused delete (409: one's own user, the last active admin) says why; other failures,
    // and every client delete failure, keep the specification's fixed text.
    serverMessageStatuses: config.resource === "employees" ? REJECTED_INPUT_STATUSES : [],
  });
}
