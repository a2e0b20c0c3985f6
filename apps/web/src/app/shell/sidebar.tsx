import type { SessionUser } from "@inventario/shared/auth";
import {
  ArrowLeftRight,
  Boxes,
  Building2,
  ClipboardList,
  History,
  IdCard,
  LayoutDashboard,
  type LucideIcon,
  Package,
  ShieldCheck,
  ShoppingCart,
  Users,
  Warehouse,
} from "lucide-react";
import { useLocation } from "react-router";
import { usePermissionPredicate } from "../../lib/my-permissions";
import { accessTexts } from "../guards/access-texts";
import { type Can, hrefOf, mayOpen, type ScreenName, screens } from "../screen-access";
import { AlertsSidebarLink } from "./alerts-sidebar-link";
import { ReportsSidebarGroup } from "./reports-sidebar-group";
import { SidebarCollapsible } from "./sidebar-collapsible";
import { SidebarGroup } from "./sidebar-group";
import { SidebarLink } from "./sidebar-link";
import { UserMenu } from "./user-menu";

type SidebarProps = {
  user: SessionUser;
};

const WAREHOUSE_PATHS = ["/dashboard/warehouses", "/dashboard/pickingRequests", "/dashboard/transfers"];

/** A screen's link, labelled and addressed as in the one mapping (screen-access.ts). */
function ScreenLink({ name, icon, end = false }: { name: ScreenName; icon: LucideIcon; end?: boolean }) {
  return (
    <li>
      <SidebarLink to={hrefOf(name)} end={end} label={screens[name].label} icon={icon} />
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

/** The links the user may follow; a group none of whose links is left is left out with its heading. */
function SidebarLinks({ can, inWarehouseControl }: { can: Can; inWarehouseControl: boolean }) {
  const shows = (...names: ScreenName[]) => names.some((name) => mayOpen(name, can));
  return (
    <>
      {shows("dashboard") ? (
        <ul className="space-y-1">
          <ScreenLink name="dashboard" end icon={LayoutDashboard} />
        </ul>
      ) : null}
      {shows("clients", "employees", "rolesAndPermissions") ? (
        <SidebarGroup label="Usuarios">
          {shows("clients") ? <ScreenLink name="clients" icon={Users} /> : null}
          {shows("employees") ? <ScreenLink name="employees" icon={IdCard} /> : null}
          {shows("rolesAndPermissions") ? <ScreenLink name="rolesAndPermissions" icon={ShieldCheck} /> : null}
        </SidebarGroup>
      ) : null}
      {shows("warehouses", "pickingRequests", "transfers", "products", "alerts") ? (
        <SidebarGroup label="Control de inventario">
          {shows("warehouses", "pickingRequests", "transfers") ? (
            <li>
              <SidebarCollapsible label="Control de bodegas" icon={Warehouse} defaultOpen={inWarehouseControl}>
                {shows("warehouses") ? <ScreenLink name="warehouses" icon={Building2} /> : null}
                {shows("pickingRequests") ? <ScreenLink name="pickingRequests" icon={ClipboardList} /> : null}
                {shows("transfers") ? <ScreenLink name="transfers" icon={ArrowLeftRight} /> : null}
              </SidebarCollapsible>
            </li>
          ) : null}
          {shows("products") ? <ScreenLink name="products" icon={Package} /> : null}
          <AlertsSidebarLink />
        </SidebarGroup>
      ) : null}
      {shows("sale", "sales") ? (
        <SidebarGroup label="Venta">
          {shows("sale") ? <ScreenLink name="sale" icon={ShoppingCart} /> : null}
          {shows("sales") ? <ScreenLink name="sales" icon={History} /> : null}
        </SidebarGroup>
      ) : null}
      <ReportsSidebarGroup />
    </>
  );
}

export function Sidebar({ user }: SidebarProps) {
  const { pathname } = useLocation();
  const inWarehouseControl = WAREHOUSE_PATHS.some((path) => pathname.startsWith(path));
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
        {can ? <SidebarLinks can={can} inWarehouseControl={inWarehouseControl} /> : <SidebarSkeleton />}
      </nav>
      <div className="border-t border-slate-800 p-2 md:p-3">
        <UserMenu user={user} />
      </div>
    </aside>
  );
}
