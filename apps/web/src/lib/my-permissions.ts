import type { Permission } from "@inventario/shared/permissions";
import type { AssignedPermission } from "@inventario/shared/roles";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { roleKeys } from "./query-keys";

/** The signed-in user's effective set: the role's permissions plus their own grants, each `assigned: true`. */
function getMyPermissions(signal?: AbortSignal): Promise<AssignedPermission[]> {
  return api.get<AssignedPermission[]>("/auth/me/permissions", { signal, quiet: true });
}

export function useMyPermissions() {
  return useQuery({ queryKey: roleKeys.mine, queryFn: ({ signal }) => getMyPermissions(signal) });
}

/**
 * Whether the user may use an action, to show its button only then. False while the set loads (the
 * button waits); if it cannot be loaded the button is shown and the server's 403 explains a refusal.
 */
export function useCan(permission: Permission): boolean {
  const mine = useMyPermissions();
  if (mine.isError) return true;
  return mine.data?.some((granted) => granted.name === permission && granted.assigned) ?? false;
}
