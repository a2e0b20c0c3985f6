import { Navigate, Outlet } from "react-router";
import { useIsAdmin } from "../../lib/use-is-admin";

/** Sits inside RequireAuth, so the session is settled here; non-admins go back to the dashboard. */
export function RequireAdmin() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
