import { Outlet, useLocation } from "react-router";
import { useSessionCheck } from "../features/auth/api/get-me";

function isDashboardHome(pathname: string): boolean {
  return pathname.replace(/\/+$/, "") === "/dashboard";
}

/** Root of every route: keeps the session status in step with the server (SPEC §4). */
export function SessionRoot() {
  const { pathname } = useLocation();
  useSessionCheck(isDashboardHome(pathname));
  return <Outlet />;
}
