import type { Role } from "@inventario/shared/roles";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { withRole } from "../role-list-cache";
import { rolesTexts } from "../roles-texts";

function createRole(name: string): Promise<Role> {
  return api.post<Role>("/roles", { rol_name: name }, writeRequestOptions);
}

export function useCreateRole() {
  return useWriteMutation({
    mutationFn: createRole,
    successMessage: rolesTexts.roleCreated,
    onSaved: (role, _variables, queryClient) => {
      queryClient.setQueryData<Role[]>(roleKeys.list, (roles) => withRole(roles, role));
      void queryClient.invalidateQueries({ queryKey: roleKeys.list });
    },
  });
}
