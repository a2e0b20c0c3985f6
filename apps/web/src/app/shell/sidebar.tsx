import type { SessionUser } from "@inventario/shared/auth";
import { Boxes } from "lucide-react";
import { useLocation } from "react-router";
import { usePermissionPredicate } from "../../lib/my-permissions";
import { accessTexts } from "../guards/access-texts";
import { type Can, hrefOf, type ScreenName, screenOf, screens, sidebarFolders, sidebarPlaceOf } from "../screen-access";
import { AlertsSidebarLink } from "./alerts-sidebar-link";
import { SidebarCollapsible } from "./sidebar-collapsible";
import { SidebarGroup } from "./sidebar-group";
import { folderOf, type SidebarEntry, sidebarSections } from "./sidebar-layout";
import { SidebarLink } from "./sidebar-link";
import { UserMenu } from "./user-menu";

type SidebarProps = {
  user: SessionUser;
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

export function Sidebar({ user }: SidebarProps) {
  const { pathname, search } = useLocation();
  const openFolder = folderOf(screenOf(pathname, search));
  const can = usePermissionPredicate();

  return (
    <aside className="flex h-dvh w-16 shrink-0 flex-col bg-slate-900 text-slate-300 md:w-64">
      <div className="flex h-16 items-center justify-center gap-2 border-b border-slate-800 px-4 text-white md:justify-start">
        <Boxes aria-hidden="true" className="size-7 shrink-0 text-indigo-400" />
        <span className="sr-only text-lg font-semibold tracking-tight md:not-sr-only">Inventario</span>
      </div>
      <nav
        aria-label="Navegación principal"
        aria-busy={can ? undefined : true}
        className="flex-1 overflow-y-auto px-2 py-4 md:px-3"
      >
        {can ? <SidebarLinks can={can} openFolder={openFolder} /> : <SidebarSkeleton />}
      </nav>
      <div className="border-t border-slate-800 p-2 md:p-3">
        <UserMenu user={user} />
      </div>
    </aside>
  );
}
