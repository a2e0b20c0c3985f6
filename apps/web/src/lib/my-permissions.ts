import type { Permission } from "@inventario/shared/permissions";
import type { AssignedPermission } from "@inventario/shared/roles";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "./api-client";
import { roleKeys } from "./query-keys";

/** The signed-in user's effective set: the role's permissions plus their own grants, each `assigned: true`. */
function getMyPermissions(signal?: AbortSignal): Promise<AssignedPermission[]> {
  return api.get<AssignedPermission[]>("/auth/me/permissions", { signal, quiet: true });
}

/** The app load's request for the set, sent by main.tsx on a dashboard URL; the query's first fetch takes it. */
let earlyRequest: Promise<AssignedPermission[]> | null = null;

/**
 * Asks for the set together with the app load's session check, when the URL is a screen's: the shell
 * waits for the set, and asking only once the session is known costs a round trip on a slow network.
 * Its 401 (no session) does not end the session: the session check decides that.
 */
export function sendEarlyPermissionsRequest(): void {
  earlyRequest = api.get<AssignedPermission[]>("/auth/me/permissions", { quiet: true, keepSessionOn401: true });
  earlyRequest.catch(() => undefined);
}

/** Called when the app load's session check finds no session: the early answer belongs to nobody. */
export function discardEarlyPermissions(): void {
  earlyRequest = null;
}

async function fetchMyPermissions(signal?: AbortSignal): Promise<AssignedPermission[]> {
  const early = earlyRequest;
  earlyRequest = null;
  if (early) {
    try {
      return await early;
    } catch {
      // Asked again below, now that the session is known: the early one may have raced a sign-in.
    }
  }
  return getMyPermissions(signal);
}

/** The query of the user's effective set: read by the shell and the screens, and started at sign-in. */
export const myPermissionsQuery = {
  queryKey: roleKeys.mine,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMyPermissions(signal),
};

export function useMyPermissions() {
  return useQuery({
    ...myPermissionsQuery,
    // A failed load is not asked again by every screen that mounts: asking resets the query to loading,
    // which the shell's guard shows instead of the screen, whose remount would ask again, forever.
    retryOnMount: false,
  });
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

/**
 * The whole set as a predicate, for what decides many things at once (the sidebar, the route guard): null
 * while it loads; if it cannot be loaded everything is allowed, as with `useCan`.
 */
export function usePermissionPredicate(): ((permission: Permission) => boolean) | null {
  const mine = useMyPermissions();
  const { isError, data } = mine;
  return useMemo(() => {
    if (isError) return () => true;
    if (!data) return null;
    const held = new Set(data.filter((granted) => granted.assigned).map((granted) => granted.name));
    return (permission: Permission) => held.has(permission);
  }, [isError, data]);
}
