import type { Permission } from "@inventario/shared/permissions";

/**
 * The one mapping from each screen of the shell to what reading it needs: the permission the server checks
 * on the screen's own list or record (`config: { access }` in apps/server/src/modules/*\/*.routes.ts), or
 * only a session. The sidebar shows a link, and the route guard opens a screen, by this table alone; a
 * screen's write buttons are gated where they are, with `useCan`.
 */
export type ScreenAccess = Permission | "session";

type Screen = {
  /** The screen's path; every path below it (a record's view, a tab) belongs to it. */
  path: string;
  /** A query that makes the path another screen (a view chosen in the URL). */
  search?: string;
  label: string;
  access: ScreenAccess;
};

// In sidebar order: the first one a user may read is where they are sent when they may not read another.
export const screens = {
  dashboard: { path: "/dashboard", label: "Main Dashboard", access: "dashboard:read" },
  clients: { path: "/dashboard/clients", label: "Clientes", access: "clients:read" },
  employees: { path: "/dashboard/employees", label: "Empleados", access: "employees:read" },
  // Admin only: its route's RequireAdmin sends anyone else to /dashboard, as SPEC §2 says (not 'Sin acceso').
  employeePermissions: {
    path: "/dashboard/employees/permissions",
    label: "Permisos del empleado",
    access: "session",
  },
  rolesAndPermissions: { path: "/dashboard/rolesAndPermissions", label: "Roles y Permisos", access: "roles:read" },
  warehouses: { path: "/dashboard/warehouses", label: "Bodegas", access: "warehouses:read" },
  pickingRequests: {
    path: "/dashboard/pickingRequests",
    label: "Solicitud de alistamiento",
    access: "withdrawals:read",
  },
  transfers: { path: "/dashboard/transfers", label: "Traslados", access: "transfers:read" },
  products: { path: "/dashboard/products", label: "Productos", access: "products:read" },
  alerts: { path: "/dashboard/alerts", label: "Alertas", access: "alerts:read" },
  sale: { path: "/dashboard/sale", label: "Venta", access: "sales:create" },
  sales: { path: "/dashboard/sales", label: "Historial de ventas", access: "sales:read" },
  reports: { path: "/dashboard/reports", label: "Reportes", access: "reports:read" },
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

/** A predicate over the user's effective set (see `usePermissionPredicate`). */
export type Can = (permission: Permission) => boolean;

export function mayOpen(name: ScreenName, can: Can): boolean {
  const { access } = screens[name] as Screen;
  return access === "session" || can(access);
}

/** Where a link to the screen goes: its path and, for a view chosen in the URL, its query. */
export function hrefOf(name: ScreenName): string {
  const screen: Screen = screens[name];
  return `${screen.path}${screen.search ?? ""}`;
}

const names = Object.keys(screens) as ScreenName[];

function within(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function searchMatches(search: string, wanted: string): boolean {
  const params = new URLSearchParams(search);
  return [...new URLSearchParams(wanted)].every(([key, value]) => params.get(key) === value);
}

/** The screen a location belongs to: the longest path containing it, a matching query first; none outside. */
export function screenOf(pathname: string, search = ""): ScreenName | null {
  let best: ScreenName | null = null;
  let bestScore = -1;
  for (const name of names) {
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
  return names.find((name) => screens[name].access !== "session" && mayOpen(name, can)) ?? null;
}
