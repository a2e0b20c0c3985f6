import type { AssignedPermission } from "@inventario/shared/roles";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";

/** The signed-in user's effective set: the role's permissions plus their own grants, each `assigned: true`. */
function getMyPermissions(signal?: AbortSignal): Promise<AssignedPermission[]> {
  return api.get<AssignedPermission[]>("/auth/me/permissions", { signal });
}

export function useMyPermissions() {
  return useQuery({ queryKey: roleKeys.mine, queryFn: ({ signal }) => getMyPermissions(signal) });
}
