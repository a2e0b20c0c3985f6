import { type ReactNode, useDeferredValue } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingStatus } from "../../components/list-status";
import { usePermissionPredicate } from "../../lib/my-permissions";
import { firstOpenScreen, hrefOf, mayOpen, screenOf, screens } from "../screen-access";
import { accessTexts } from "./access-texts";
import { NoAccessPage } from "./no-access-page";
import { ScreenForbidden } from "./screen-forbidden";

/**
 * Opens the shell's screen only for a user who may read it (screen-access.ts). The dashboard itself, where
 * sign-in lands, sends whoever may not read it to the first screen they may; any other screen says
 * 'Sin acceso'; someone who may read nothing gets the page saying how to get access. The server still
 * checks every call: this only spares the user a screen of refusals.
 */
export function RequireScreenAccess({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  // The screen's first render (a whole page of components) runs as a transition, which React splits into
  // short tasks, rather than one long one the page cannot answer input during; the line below shows meanwhile.
  const can = useDeferredValue(usePermissionPredicate(), null);
  if (!can) {
    return (
      <p className="py-10 text-center text-gray-600">
        <LoadingStatus text={accessTexts.loading} />
      </p>
    );
  }
  const screen = screenOf(pathname, search);
  if (!screen || mayOpen(screen, can)) return children;
  const open = firstOpenScreen(can);
  if (!open) return <NoAccessPage />;
  if (pathname === screens.dashboard.path) return <Navigate to={hrefOf(open)} replace />;
  return <ScreenForbidden open={open} />;
}
