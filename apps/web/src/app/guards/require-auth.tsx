import { Navigate, Outlet } from "react-router";
import { FullPageStatus } from "../../components/full-page-status";
import { useSession } from "../../lib/session-store";

export function RequireAuth() {
  const { status } = useSession();
  if (status === "checking") return <FullPageStatus message="Verificando sesión..." />;
  if (status === "not-authenticated") return <Navigate to="/auth/login" replace />;
  return <Outlet />;
}
