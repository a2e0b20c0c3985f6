import type { AssignedPermission } from "@inventario/shared/roles";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";
import { writeRequestOptions } from "../../../lib/use-write-mutation";
import { rolesTexts } from "../roles-texts";
import { useRolesMutation } from "./use-roles-mutation";

type SaveEmployeeGrantsInput = { identification: string; permissions: string[] };

/** Replaces the employee's own grants with the names given. */
export function saveEmployeeGrants({ identification, permissions }: SaveEmployeeGrantsInput) {
  return api.put<AssignedPermission[]>(
    `/employees/${encodeURIComponent(identification)}/permissions`,
    { permissions },
    writeRequestOptions,
  );
}

export function useSaveEmployeeGrants() {
  const queryClient = useQueryClient();
  return useRolesMutation({
    mutationFn: saveEmployeeGrants,
    successMessage: rolesTexts.permissionsSaved,
    onSaved: (saved, { identification }) => queryClient.setQueryData(roleKeys.employeeGrants(identification), saved),
  });
}
