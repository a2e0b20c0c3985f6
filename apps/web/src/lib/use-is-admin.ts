import { ADMIN_ROLE } from "@inventario/shared/permissions";
import { useSession } from "./session-store";

/**
 * Only the admin role is distinguished (SPEC §6): it alone sees the admin-only screens and controls.
 * Everything else is shown to everyone and the server's 403 explains a refusal.
 */
export function useIsAdmin(): boolean {
  return useSession().user?.role === ADMIN_ROLE;
}
