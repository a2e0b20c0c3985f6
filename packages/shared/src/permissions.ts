/**
 * The one role the product distinguishes (SPEC §6): it holds every permission and cannot be stripped.
 * Kept here, in a module without zod, because the web app's first load needs it and should not carry zod.
 */
export const ADMIN_ROLE = "admin";

/**
 * The permission catalogue: every permission the server checks, named group:action. A user's
 * effective set is its role's set plus its own grants; the admin role holds all of them.
 */
export const PERMISSIONS = [
  "dashboard:read",
  "clients:read",
  "clients:create",
  "clients:update",
  "clients:delete",
  "employees:read",
  "employees:create",
  "employees:update",
  "employees:delete",
  "roles:read",
  "roles:update",
  "warehouses:read",
  "warehouses:create",
  "warehouses:update",
  "warehouses:delete",
  "products:read",
  "products:create",
  "products:update",
  "products:delete",
  "movements:read",
  "inventory:read",
  "inventory:create",
  "inventory:replenish",
  "inventory:withdraw",
  "withdrawals:read",
  "withdrawals:assign",
  "sales:read",
  "sales:create",
  "sales:cancel",
  "sales:return",
  "sales:price_override",
  "transfers:read",
  "transfers:create",
  "alerts:read",
  "reports:read",
  "imports:products",
  "imports:stock",
  "imports:clients",
  "imports:employees",
  "imports:warehouses",
  "imports:suppliers",
  "suppliers:read",
  "suppliers:create",
  "suppliers:update",
  "suppliers:delete",
  "purchases:read",
  "purchases:create",
  "purchases:receive",
  "purchases:cancel",
  "counts:read",
  "counts:count",
  "counts:approve",
  "audit:read",
  "settings:update",
  "cash:operate",
  "cash:read",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(name: string): name is Permission {
  return (PERMISSIONS as readonly string[]).includes(name);
}
