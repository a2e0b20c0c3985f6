import { Navigate, Outlet } from "react-router";
import { FullPageStatus } from "../../components/full-page-status";
import { useSession } from "../../lib/session-store";

/** Keeps signed-in users off the auth screens. */
export function RedirectIfAuthenticated() {
  const { status } = useSession();
  if (status === "checking") return <FullPageStatus message="Verificando sesión..." />;
  if (status === "authenticated") return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
