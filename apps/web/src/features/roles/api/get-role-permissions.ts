import type { AssignedPermission } from "@inventario/shared/roles";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";

/** The whole catalogue, each marked with whether the role holds it (the admin role holds all). */
function getRolePermissions(roleId: string, signal?: AbortSignal): Promise<AssignedPermission[]> {
  return api.get<AssignedPermission[]>(`/roles/${encodeURIComponent(roleId)}/permissions`, { signal });
}

/** `undefined` while the role is not known yet (the employee screen finds it by name first). */
export function useRolePermissions(roleId: string | undefined) {
  return useQuery({
    queryKey: roleKeys.permissions(roleId ?? ""),
    queryFn: ({ signal }) => getRolePermissions(roleId ?? "", signal),
    enabled: roleId !== undefined,
  });
}
