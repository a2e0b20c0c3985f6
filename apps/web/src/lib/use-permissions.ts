import { ADMIN_ROLE, type AssignedPermission } from "@inventario/shared/roles";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { useSession } from "./session-store";

const PERMISSIONS_STALE_MS = 30_000;

export function getMyPermissions(signal?: AbortSignal): Promise<AssignedPermission[]> {
  return api.get<AssignedPermission[]>("/auth/me/permissions", { signal });
}

/**
 * What the signed-in user may do, so screens can hide actions that the server would refuse anyway.
 * Admins hold every permission, so they skip the request; anyone else sees nothing extra until it answers.
 */
export function usePermissions() {
  const { user } = useSession();
  const isAdmin = user?.role === ADMIN_ROLE;
  const query = useQuery({
    queryKey: ["me", "permissions"],
    queryFn: ({ signal }) => getMyPermissions(signal),
    staleTime: PERMISSIONS_STALE_MS,
    enabled: user !== null && !isAdmin,
  });
  const can = (name: string): boolean =>
    isAdmin || (query.data?.some((grant) => grant.name === name && grant.assigned) ?? false);
  return { isAdmin, can };
}

export function useCan(name: string): boolean {
  return usePermissions().can(name);
}
