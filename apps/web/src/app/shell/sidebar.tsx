import type { SessionUser } from "@inventario/shared/auth";
import {
  ArrowLeftRight,
  Boxes,
  Building2,
  ClipboardList,
  History,
  IdCard,
  LayoutDashboard,
  Package,
  ShieldCheck,
  ShoppingCart,
  Users,
  Warehouse,
} from "lucide-react";
import { useLocation } from "react-router";
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

export function Sidebar({ user }: SidebarProps) {
  const { pathname } = useLocation();
  const inWarehouseControl = WAREHOUSE_PATHS.some((path) => pathname.startsWith(path));

  return (
    <aside className="flex h-dvh w-16 shrink-0 flex-col bg-slate-900 text-slate-300 md:w-64">
      <div className="flex h-16 items-center justify-center gap-2 border-b border-slate-800 px-4 text-white md:justify-start">
        <Boxes aria-hidden="true" className="size-7 shrink-0 text-indigo-400" />
        <span className="sr-only text-lg font-semibold tracking-tight md:not-sr-only">Inventario</span>
      </div>
      <nav aria-label="Navegación principal" className="flex-1 overflow-y-auto px-2 py-4 md:px-3">
        <ul className="space-y-1">
          <li>
            <SidebarLink to="/dashboard" end label="Main Dashboard" icon={LayoutDashboard} />
          </li>
        </ul>
        <SidebarGroup label="Usuarios">
          <li>
            <SidebarLink to="/dashboard/clients" label="Clientes" icon={Users} />
          </li>
          <li>
            <SidebarLink to="/dashboard/employees" label="Empleados" icon={IdCard} />
          </li>
          <li>
            <SidebarLink to="/dashboard/rolesAndPermissions" label="Roles y Permisos" icon={ShieldCheck} />
          </li>
        </SidebarGroup>
        <SidebarGroup label="Control de inventario">
          <li>
            <SidebarCollapsible label="Control de bodegas" icon={Warehouse} defaultOpen={inWarehouseControl}>
              <li>
                <SidebarLink to="/dashboard/warehouses" label="Bodegas" icon={Building2} />
              </li>
              <li>
                <SidebarLink to="/dashboard/pickingRequests" label="Solicitud de alistamiento" icon={ClipboardList} />
              </li>
              <li>
                <SidebarLink to="/dashboard/transfers" label="Traslados" icon={ArrowLeftRight} />
              </li>
            </SidebarCollapsible>
          </li>
          <li>
            <SidebarLink to="/dashboard/products" label="Productos" icon={Package} />
          </li>
          <AlertsSidebarLink />
        </SidebarGroup>
        <SidebarGroup label="Venta">
          <li>
            <SidebarLink to="/dashboard/sale" label="Venta" icon={ShoppingCart} />
          </li>
          <li>
            <SidebarLink to="/dashboard/sales" label="Historial de ventas" icon={History} />
          </li>
        </SidebarGroup>
        <ReportsSidebarGroup />
      </nav>
      <div className="border-t border-slate-800 p-2 md:p-3">
        <UserMenu user={user} />
      </div>
    </aside>
  );
}
