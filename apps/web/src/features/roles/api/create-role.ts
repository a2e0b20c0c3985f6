import type { Role } from "@inventario/shared/roles";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";
import { writeRequestOptions } from "../../../lib/use-write-mutation";
import { withRole } from "../role-list-cache";
import { rolesTexts } from "../roles-texts";
import { useRolesMutation } from "./use-roles-mutation";

export function createRole(name: string): Promise<Role> {
  return api.post<Role>("/roles", { rol_name: name }, writeRequestOptions);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useRolesMutation({
    mutationFn: createRole,
    successMessage: rolesTexts.roleCreated,
    onSaved: (role) => {
      queryClient.setQueryData<Role[]>(roleKeys.list, (roles) => withRole(roles, role));
      void queryClient.invalidateQueries({ queryKey: roleKeys.list });
    },
  });
}
