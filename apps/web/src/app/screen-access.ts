import { IMPORT_PERMISSIONS } from "@inventario/shared/imports";
import type { Permission } from "@inventario/shared/permissions";
import {
  ArrowLeftRight,
  Banknote,
  BellRing,
  Building,
  Building2,
  ChartColumn,
  ClipboardList,
  FileText,
  FileUp,
  History,
  IdCard,
  LayoutDashboard,
  Lightbulb,
  ListChecks,
  type LucideIcon,
  Package,
  ReceiptText,
  SearchCheck,
  ShieldCheck,
  ShoppingCart,
  Truck,
  Users,
  Warehouse,
} from "lucide-react";

/**
 * The one mapping from each screen of the shell to its place and what reading it needs: the permission the
 * server checks on the screen's own list or record (`config: { access }` in
 * apps/server/src/modules/*\/*.routes.ts and roles/permission-set-routes.ts), or only a session; and where the sidebar lists it, under which
 * label and icon. The sidebar (shell/sidebar.tsx) shows its links, the route guard opens a screen and
 * 'Sin acceso' offers a way out by this table alone; a screen's write buttons are gated where they are,
 * with `useCan`. A screen whose parts need different permissions (each kind of import its own) lists them:
 * holding any one opens it. Every route of the shell belongs to one screen here (screen-access.test.ts).
 */
export type ScreenAccess = Permission | AnyOf | "session";

/** Any one of these permissions opens the screen (each lets the user do one part of it). */
type AnyOf = readonly [Permission, ...Permission[]];

/** The sidebar's groups, in its order, each with its heading (the first one has none). */
export const sidebarGroups = {
  home: null,
  users: "Usuarios",
  inventory: "Control de inventario",
  purchases: "Compras",
  sale: "Venta",
  reports: "Reportes",
  settings: "Configuración",
} as const;

/** The sidebar's folders: a button inside a group that shows and hides its links. */
export const sidebarFolders = {
  warehouseControl: { label: "Control de bodegas", icon: Warehouse },
} as const satisfies Record<string, { label: string; icon: LucideIcon }>;

/** Where the sidebar lists a screen's link. */
type SidebarPlace = {
  group: keyof typeof sidebarGroups;
  /** Inside a folder of that group, with its screens next to each other in this table. */
  folder?: keyof typeof sidebarFolders;
  icon: LucideIcon;
};

type Screen = {
  /**
   * The screen's path; every path below it (a record's view, a tab) belongs to it. A `:name` segment stands
   * for any one segment (a record's id): such a screen is reached from another one, never from the sidebar.
   */
  path: string;
  /** A query that makes the path another screen (a view chosen in the URL). */
  search?: string;
  label: string;
  access: ScreenAccess;
  /** Its link in the sidebar; none for a screen reached from another one. */
  sidebar?: SidebarPlace;
};

// In sidebar order: the first one a user may read is where they are sent when they may not read another.
export const screens = {
  dashboard: {
    path: "/dashboard",
    label: "Main Dashboard",
    access: "dashboard:read",
    sidebar: { group: "home", icon: LayoutDashboard },
  },
  clients: {
    path: "/dashboard/clients",
    label: "Clientes",
    access: "clients:read",
    sidebar: { group: "users", icon: Users },
  },
  employees: {
    path: "/dashboard/employees",
    label: "Empleados",
    access: "employees:read",
    sidebar: { group: "users", icon: IdCard },
  },
  // Admin only: its route's RequireAdmin sends anyone else to /dashboard, as SPEC §2 says (not 'Sin acceso').
  employeePermissions: {
    path: "/dashboard/employees/permissions",
    label: "Permisos del empleado",
    access: "session",
  },
  rolesAndPermissions: {
    path: "/dashboard/rolesAndPermissions",
    label: "Roles y Permisos",
    access: "roles:read",
    sidebar: { group: "users", icon: ShieldCheck },
  },
  // Issue 34: the audit trail, with the users' administration (audit:read is the admin's alone by default).
  audit: {
    path: "/dashboard/audit",
    label: "Auditoría",
    access: "audit:read",
    sidebar: { group: "users", icon: SearchCheck },
  },
  warehouses: {
    path: "/dashboard/warehouses",
    label: "Bodegas",
    access: "warehouses:read",
    sidebar: { group: "inventory", folder: "warehouseControl", icon: Building2 },
  },
  // Issue 33: 'Existencias' of one warehouse (its print view, /…/stock/print, belongs to it), reached from
  // 'Bodegas'. Its read is the inventory's, not the warehouses'.
  warehouseStock: {
    path: "/dashboard/warehouses/:id/stock",
    label: "Existencias",
    access: "inventory:read",
  },
  pickingRequests: {
    path: "/dashboard/pickingRequests",
    label: "Solicitud de alistamiento",
    access: "withdrawals:read",
    sidebar: { group: "inventory", folder: "warehouseControl", icon: ClipboardList },
  },
  transfers: {
    path: "/dashboard/transfers",
    label: "Traslados",
    access: "transfers:read",
    sidebar: { group: "inventory", folder: "warehouseControl", icon: ArrowLeftRight },
  },
  products: {
    path: "/dashboard/products",
    label: "Productos",
    access: "products:read",
    sidebar: { group: "inventory", icon: Package },
  },
  // Its link carries the alerts' total (shell/alerts-sidebar-link.tsx).
  alerts: {
    path: "/dashboard/alerts",
    label: "Alertas",
    access: "alerts:read",
    sidebar: { group: "inventory", icon: BellRing },
  },
  // Issue 33: the counts, each count's page (/dashboard/stock-counts/{id}), where counters scan, its
  // printable sheet (/dashboard/stock-counts/{id}/print) and its variance report
  // (/dashboard/stock-counts/{id}/variance, refused by the server to a counter of a blind count).
  stockCounts: {
    path: "/dashboard/stock-counts",
    label: "Toma física",
    access: "counts:read",
    sidebar: { group: "inventory", icon: ListChecks },
  },
  // Each kind of import has its permission (imports:<kind>); the screen offers the kinds the user holds.
  imports: {
    path: "/dashboard/imports",
    label: "Importar datos",
    access: IMPORT_PERMISSIONS,
    sidebar: { group: "inventory", icon: FileUp },
  },
  // A supplier's view and price list (/dashboard/suppliers/{id}) belong to it.
  suppliers: {
    path: "/dashboard/suppliers",
    label: "Proveedores",
    access: "suppliers:read",
    sidebar: { group: "purchases", icon: Truck },
  },
  // Its new order, an order's view and the draft's edit page (/dashboard/purchase-orders/{id}…) belong to it.
  purchaseOrders: {
    path: "/dashboard/purchase-orders",
    label: "Órdenes de compra",
    access: "purchases:read",
    sidebar: { group: "purchases", icon: FileText },
  },
  // Reached from an order (and named by the movements 'Compra RC-…'): a receipt with its returns.
  purchaseReceipts: {
    path: "/dashboard/purchase-receipts",
    label: "Recepción de compra",
    access: "purchases:read",
  },
  purchaseSuggestions: {
    path: "/dashboard/purchase-suggestions",
    label: "Sugerido de compra",
    access: "purchases:read",
    sidebar: { group: "purchases", icon: Lightbulb },
  },
  sale: {
    path: "/dashboard/sale",
    label: "Venta",
    access: "sales:create",
    sidebar: { group: "sale", icon: ShoppingCart },
  },
  sales: {
    path: "/dashboard/sales",
    label: "Historial de ventas",
    access: "sales:read",
    sidebar: { group: "sale", icon: History },
  },
  // Issue 35: one's own shift ('Caja': open it, move cash, close it) and the shifts' history with each one's
  // closing report (/dashboard/cash-sessions/{id}): one's own with cash:operate, everyone's with cash:read.
  cash: {
    path: "/dashboard/cash",
    label: "Caja",
    access: "cash:operate",
    sidebar: { group: "sale", icon: Banknote },
  },
  cashSessions: {
    path: "/dashboard/cash-sessions",
    label: "Cajas",
    access: ["cash:operate", "cash:read"],
    sidebar: { group: "sale", icon: ReceiptText },
  },
  reports: {
    path: "/dashboard/reports",
    label: "Reportes",
    access: "reports:read",
    sidebar: { group: "reports", icon: ChartColumn },
  },
  // Issue 35: the business's data the receipts print. Anyone signed in reads it (GET needs a session); the
  // screen is for whoever may change it (settings:update, the admin's alone by default).
  businessSettings: {
    path: "/dashboard/settings/business",
    label: "Empresa",
    access: "settings:update",
    sidebar: { group: "settings", icon: Building },
  },
  // One's own effective set (GET /api/auth/me/permissions needs only a session); the query is the one
  // `features/roles/components/view-tabs.tsx` reads (screen-access.test.ts checks they agree).
  myPermissions: {
    path: "/dashboard/rolesAndPermissions",
    search: "?vista=mis-permisos",
    label: "Mis permisos",
    access: "session",
  },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

/** The table's screens, in its (the sidebar's) order. */
export const screenNames = Object.keys(screens) as ScreenName[];

/** Where the sidebar lists the screen, if it does. */
export const sidebarPlaceOf = (name: ScreenName): SidebarPlace | undefined => (screens[name] as Screen).sidebar;

/** A predicate over the user's effective set (see `usePermissionPredicate`). */
export type Can = (permission: Permission) => boolean;

export function mayOpen(name: ScreenName, can: Can): boolean {
  const { access } = screens[name] as Screen;
  if (access === "session") return true;
  return typeof access === "string" ? can(access) : access.some(can);
}

/** Where a link to the screen goes: its path and, for a view chosen in the URL, its query. */
export function hrefOf(name: ScreenName): string {
  const screen: Screen = screens[name];
  return `${screen.path}${screen.search ?? ""}`;
}

/** Whether a screen's path has a `:name` segment (a record's id): no link leads to it by itself. */
const hasParameter = (path: string) => path.split("/").some((segment) => segment.startsWith(":"));

/** Whether `pathname` is `path` or below it, by whole segments; a `:name` segment of `path` matches any one. */
function within(pathname: string, path: string): boolean {
  const wanted = path.split("/");
  const actual = pathname.split("/");
  if (actual.length < wanted.length) return false;
  return wanted.every(
    (segment, index) => segment === actual[index] || (segment.startsWith(":") && (actual[index] ?? "") !== ""),
  );
}

function searchMatches(search: string, wanted: string): boolean {
  const params = new URLSearchParams(search);
  return [...new URLSearchParams(wanted)].every(([key, value]) => params.get(key) === value);
}

/** The screen a location belongs to: the longest path containing it, a matching query first; none outside. */
export function screenOf(pathname: string, search = ""): ScreenName | null {
  let best: ScreenName | null = null;
  let bestScore = -1;
  for (const name of screenNames) {
    const screen: Screen = screens[name];
    if (!within(pathname, screen.path)) continue;
    if (screen.search && !searchMatches(search, screen.search)) continue;
    const score = screen.path.length * 2 + (screen.search ? 1 : 0);
    if (score > bestScore) {
      best = name;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The first screen in sidebar order the user may read, or null when they may read none. Screens that need
 * only a session do not count: they do not make someone without any permission able to work.
 */
export function firstOpenScreen(can: Can): ScreenName | null {
  return (
    screenNames.find(
      (name) => screens[name].access !== "session" && !hasParameter(screens[name].path) && mayOpen(name, can),
    ) ?? null
  );
}
