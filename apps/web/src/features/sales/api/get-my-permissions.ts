import type { Permission } from "@inventario/shared/permissions";
import type { AssignedPermission } from "@inventario/shared/roles";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";

/** The signed-in user's effective permissions; the roles feature asks the same under the same key. */
function getMyPermissions(signal?: AbortSignal): Promise<AssignedPermission[]> {
  return api.get<AssignedPermission[]>("/auth/me/permissions", { signal, quiet: true });
}

/**
 * Whether the user may use an action of the sale's detail. Unknown while the set loads (the button
 * waits); if it cannot be loaded the button is shown and the server's 403 explains a refusal, as on
 * every other screen.
 */
export function useCan(permission: Permission): boolean {
  const mine = useQuery({ queryKey: roleKeys.mine, queryFn: ({ signal }) => getMyPermissions(signal) });
  if (mine.isError) return true;
  return mine.data?.some((granted) => granted.name === permission && granted.assigned) ?? false;
}
