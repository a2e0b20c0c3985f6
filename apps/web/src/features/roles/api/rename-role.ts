import type { Role } from "@inventario/shared/roles";
import { api } from "../../../lib/api-client";
import { peopleKeys, roleKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { withRole } from "../role-list-cache";
import { rolesTexts } from "../roles-texts";

/** The spec's body as given: the role's id and its new name. */
function renameRole(role: Role): Promise<Role> {
  return api.put<Role>("/roles", role, writeRequestOptions);
}

export function useRenameRole() {
  return useWriteMutation({
    mutationFn: renameRole,
    successMessage: rolesTexts.roleRenamed,
    // Employees show their role by name, so their cached pages are stale too.
    onSaved: (role, _variables, queryClient) => {
      queryClient.setQueryData<Role[]>(roleKeys.list, (roles) => withRole(roles, role));
      void queryClient.invalidateQueries({ queryKey: roleKeys.list });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all("employees") });
    },
  });
}
