import type { AssignedPermission } from "@inventario/shared/roles";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { rolesTexts } from "../roles-texts";

type SaveRolePermissionsInput = { roleId: string; permissions: string[] };

/** Replaces the role's whole set with the names given. */
function saveRolePermissions({ roleId, permissions }: SaveRolePermissionsInput): Promise<AssignedPermission[]> {
  return api.put<AssignedPermission[]>(
    `/roles/${encodeURIComponent(roleId)}/permissions`,
    { permissions },
    writeRequestOptions,
  );
}

export function useSaveRolePermissions() {
  return useWriteMutation({
    mutationFn: saveRolePermissions,
    successMessage: rolesTexts.permissionsSaved,
    onSaved: (saved, { roleId }, queryClient) => {
      queryClient.setQueryData(roleKeys.permissions(roleId), saved);
      // The admin's own set never changes, but 'Mis permisos' may be open in another tab of the same user.
      void queryClient.invalidateQueries({ queryKey: roleKeys.mine });
    },
  });
}
