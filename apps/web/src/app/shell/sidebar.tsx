import type { SessionUser } from "@inventario/shared/auth";
import { Boxes, X } from "lucide-react";
import type { Ref } from "react";
import { useLocation } from "react-router";
import { usePermissionPredicate } from "../../lib/my-permissions";
import { accessTexts } from "../guards/access-texts";
import { type Can, hrefOf, type ScreenName, screenOf, screens, sidebarFolders, sidebarPlaceOf } from "../screen-access";
import { AlertsSidebarLink } from "./alerts-sidebar-link";
import { shellTexts } from "./shell-texts";
import { SidebarCollapsible } from "./sidebar-collapsible";
import { SidebarGroup } from "./sidebar-group";
import { folderOf, type SidebarEntry, sidebarSections } from "./sidebar-layout";
import { SidebarLink } from "./sidebar-link";
import { UserMenu } from "./user-menu";

type SidebarProps = {
  user: SessionUser;
  /** Below 768 px the sidebar is a drawer (use-nav-drawer.ts), hidden until opened. */
  drawer: { id: string; open: boolean; onDismiss: () => void; closeButtonRef: Ref<HTMLButtonElement> };
};

/** A screen's link, labelled, addressed and drawn as in the one mapping (screen-access.ts). */
function ScreenLink({ name }: { name: ScreenName }) {
  // The alerts' link carries their total.
  if (name === "alerts") return <AlertsSidebarLink />;
  return (
    <li>
      <SidebarLink
        to={hrefOf(name)}
        // The dashboard's path prefixes every other: only its own counts as active.
        end={name === "dashboard"}
        label={screens[name].label}
        icon={sidebarPlaceOf(name)!.icon}
      />
    </li>
  );
}

function Entry({ entry, openFolder }: { entry: SidebarEntry; openFolder: string | undefined }) {
  if (entry.kind === "link") return <ScreenLink name={entry.screen} />;
  const { label, icon } = sidebarFolders[entry.folder];
  return (
    <li>
      <SidebarCollapsible label={label} icon={icon} defaultOpen={openFolder === entry.folder}>
        {entry.screens.map((name) => (
          <ScreenLink key={name} name={name} />
        ))}
      </SidebarCollapsible>
    </li>
  );
}

/** Where the links go while the permissions load: their outline, never links the user may not follow. */
function SidebarSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        {accessTexts.navLoading}
      </p>
      <div aria-hidden="true" className="space-y-2">
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <div key={row} className="h-9 rounded-lg bg-slate-800 motion-safe:animate-pulse" />
        ))}
      </div>
    </>
  );
}

/** The links the user may follow, grouped as the screen table says (sidebar-layout.ts). */
function SidebarLinks({ can, openFolder }: { can: Can; openFolder: string | undefined }) {
  return (
    <>
      {sidebarSections(can).map(({ group, heading, entries }) => {
        const lines = entries.map((entry) => (
          <Entry key={entry.kind === "link" ? entry.screen : entry.folder} entry={entry} openFolder={openFolder} />
        ));
        return heading === null ? (
          <ul key={group} className="space-y-1">
            {lines}
          </ul>
        ) : (
          <SidebarGroup key={group} label={heading}>
            {lines}
          </SidebarGroup>
        );
      })}
    </>
  );
}

/**
 * From 768 px (md) the labelled sidebar beside the screen; below, the same sidebar as a drawer opened from
 * the header (a rail of bare icons, which 640–767 px once had, left them unlabelled).
 */
export function Sidebar({ user, drawer }: SidebarProps) {
  const { pathname, search } = useLocation();
  const openFolder = folderOf(screenOf(pathname, search));
  const can = usePermissionPredicate();

  return (
    // From 768 px this box is not drawn (display: contents) and the sidebar sits beside the screen; below,
    // it is the drawer's modal layer while open, and hidden otherwise.
    <div
      id={drawer.id}
      {...(drawer.open ? { role: "dialog", "aria-modal": true, "aria-label": shellTexts.menu } : {})}
      className={`md:contents ${drawer.open ? "fixed inset-0 z-40 flex" : "max-md:hidden"}`}
    >
      {drawer.open ? (
        // The backdrop: a tap outside closes the drawer, as Escape and the close button do for the keyboard.
        <div aria-hidden="true" onClick={drawer.onDismiss} className="absolute inset-0 bg-slate-950/60 md:hidden" />
      ) : null}
      <aside className="relative flex h-dvh w-72 max-w-[85vw] shrink-0 flex-col bg-slate-900 text-slate-300 shadow-xl md:w-64 md:max-w-none md:shadow-none">
        <div className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-800 px-4 text-white">
          <Boxes aria-hidden="true" className="size-7 shrink-0 text-indigo-400" />
          <span className="text-lg font-semibold tracking-tight">Inventario</span>
          {drawer.open ? (
            <button
              ref={drawer.closeButtonRef}
              type="button"
              onClick={drawer.onDismiss}
              className="-mr-2 ml-auto flex size-11 items-center justify-center rounded-lg text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 md:hidden"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{shellTexts.closeMenu}</span>
            </button>
          ) : null}
        </div>
        <nav
          aria-label="Navegación principal"
          aria-busy={can ? undefined : true}
          className="flex-1 overflow-y-auto px-3 py-4"
        >
          {can ? <SidebarLinks can={can} openFolder={openFolder} /> : <SidebarSkeleton />}
        </nav>
        <div className="border-t border-slate-800 p-3">
          <UserMenu user={user} />
        </div>
      </aside>
    </div>
  );
}
