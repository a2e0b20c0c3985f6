import type { AssignedPermission } from "@inventario/shared/roles";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { rolesTexts } from "../roles-texts";

type SaveEmployeeGrantsInput = { identification: string; permissions: string[] };

/** Replaces the employee's own grants with the names given. */
function saveEmployeeGrants({ identification, permissions }: SaveEmployeeGrantsInput) {
  return api.put<AssignedPermission[]>(
    `/employees/${encodeURIComponent(identification)}/permissions`,
    { permissions },
    writeRequestOptions,
  );
}

export function useSaveEmployeeGrants() {
  return useWriteMutation({
    mutationFn: saveEmployeeGrants,
    successMessage: rolesTexts.permissionsSaved,
    onSaved: (saved, { identification }, queryClient) =>
      queryClient.setQueryData(roleKeys.employeeGrants(identification), saved),
  });
}
