import { useDeferredValue } from "react";
import { Navigate, Outlet } from "react-router";
import { FullPageStatus } from "../../components/full-page-status";
import { useSession } from "../../lib/session-store";

export function RequireAuth() {
  // The session is an external store, and React renders a store's change synchronously: without the
  // deferral, the session check's answer would mount the whole screen behind it (shell and page) in one
  // long task. Deferred, that mount is a background render React splits into short tasks, while
  // 'Verificando sesión...' stays up.
  const { status } = useDeferredValue(useSession());
  if (status === "checking") return <FullPageStatus message="Verificando sesión..." />;
  if (status === "not-authenticated") return <Navigate to="/auth/login" replace />;
  return <Outlet />;
}
