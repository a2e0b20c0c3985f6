import { useId } from "react";
import { Outlet } from "react-router";
import { useSession } from "../../lib/session-store";
import { RequireScreenAccess } from "../guards/require-screen-access";
import { PhoneHeader } from "./phone-header";
import { Sidebar } from "./sidebar";
import { useNavDrawer } from "./use-nav-drawer";

export function DashboardLayout() {
  const { user } = useSession();
  const drawer = useNavDrawer();
  const drawerId = useId();
  // RequireAuth renders this layout only for a signed-in user; the check keeps the types honest.
  if (!user) return null;
  return (
    <div className="flex h-dvh overflow-hidden bg-gray-50 max-md:flex-col">
      {/* While the phone's drawer is open, all else is out of reach (inert), as a modal dialog wants. */}
      <a
        inert={drawer.open}
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-indigo-700 focus:shadow"
      >
        Saltar al contenido
      </a>
      <PhoneHeader
        drawerId={drawerId}
        open={drawer.open}
        onOpen={drawer.show}
        menuButtonRef={drawer.menuButtonRef}
        inert={drawer.open}
      />
      <Sidebar
        user={user}
        drawer={{
          id: drawerId,
          open: drawer.open,
          onDismiss: drawer.dismiss,
          closeButtonRef: drawer.firstInDrawerRef,
        }}
      />
      {/* `relative`: anything absolutely positioned in a screen (visually hidden texts included) is placed
          in this scrolling area, never against the page, so the window itself never grows a scrollbar. */}
      <main
        inert={drawer.open}
        id="contenido"
        tabIndex={-1}
        className="relative min-h-0 min-w-0 flex-1 overflow-y-auto focus:outline-none"
      >
        <div className="mx-auto max-w-7xl px-4 py-6 md:px-8 md:py-8">
          <RequireScreenAccess>
            <Outlet />
          </RequireScreenAccess>
        </div>
      </main>
    </div>
  );
}
