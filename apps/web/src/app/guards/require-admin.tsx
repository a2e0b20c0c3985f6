import { ADMIN_ROLE } from "@inventario/shared/roles";
import { Navigate, Outlet } from "react-router";
import { useSession } from "../../lib/session-store";

/** Sits inside RequireAuth, so the session is settled here; non-admins go back to the dashboard. */
export function RequireAdmin() {
  const { user } = useSession();
  if (user?.role !== ADMIN_ROLE) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
