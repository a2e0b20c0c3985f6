import { IMPORT_PERMISSIONS } from "@inventario/shared/imports";
import type { Permission } from "@inventario/shared/permissions";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import { newId } from "../lib/ids";
import { nowIso } from "../lib/time";
import type { Db } from "./connection";

/**
 * Roles every installation has. Admin holds every permission implicitly (no rows); the others start
 * with these defaults when first created — afterwards the admin owns their sets, so an installation
 * that already has them gets a new permission only from a migration granting it (base-roles.test.ts
 * upgrades the first release's roles and compares them with these).
 */
export const BASE_ROLES: Record<string, readonly Permission[]> = {
  [ADMIN_ROLE]: [],
  vendedor: [
    "dashboard:read",
    "clients:read",
    "clients:create",
    "clients:update",
    "products:read",
    "warehouses:read",
    "movements:read",
    "inventory:read",
    "sales:read",
    "sales:create",
    "sales:cancel",
    "sales:return",
    "withdrawals:read",
    "alerts:read",
    // Runs the shifts of the counter (migration 0040).
    "cash:operate",
  ],
  bodeguero: [
    "dashboard:read",
    "warehouses:read",
    "warehouses:create",
    "warehouses:update",
    "products:read",
    "products:create",
    "products:update",
    "movements:read",
    "inventory:read",
    "inventory:create",
    "inventory:replenish",
    "inventory:withdraw",
    "withdrawals:read",
    "withdrawals:assign",
    "transfers:read",
    "transfers:create",
    "alerts:read",
    // Receives the goods suppliers send (migrations 0027, 0028).
    "suppliers:read",
    "purchases:read",
    "purchases:receive",
    // Counts the shelves; approving the count's adjustments is the owner's (migration 0030).
    "counts:read",
    "counts:count",
  ],
};

/**
 * The permissions no base role starts with: only the admin holds them until it grants them. Every
 * permission of the catalogue is in a base role above or here (base-roles.unit.test.ts), so a new
 * permission gets a decision about who holds it.
 */
export const ADMIN_ONLY_PERMISSIONS: readonly Permission[] = [
  // Employees, roles and deletions: no base role has ever held them.
  "clients:delete",
  "employees:read",
  "employees:create",
  "employees:update",
  "employees:delete",
  "roles:read",
  "roles:update",
  "warehouses:delete",
  "products:delete",
  // Costs and values are the owner's to share (migration 0019).
  "reports:read",
  // Changes in bulk: the owner grants them (issue 31).
  ...IMPORT_PERMISSIONS,
  // Who the business buys from and at what price: the owner's (migration 0027).
  "suppliers:create",
  "suppliers:update",
  "suppliers:delete",
  // What the business orders and gives up: the owner's (migration 0028).
  "purchases:create",
  "purchases:cancel",
  // Turning a count's differences into adjustments is the owner's (migration 0030).
  "counts:approve",
  // Who did what is the owner's to read (migration 0033).
  "audit:read",
  // The business's legal data, IVA and receipt numbering: the owner's (migration 0035).
  "settings:update",
  // Selling below (or above) the list price: the owner decides who may (issue 35).
  "sales:price_override",
  // Every employee's shifts and their differences: the owner's (migration 0040).
  "cash:read",
];

/** Creates the base roles that are missing; returns the admin role's id. Idempotent, run at every start. */
export async function ensureBaseRoles(db: Db): Promise<string> {
  for (const [name, permissions] of Object.entries(BASE_ROLES)) {
    const existing = await db.selectFrom("roles").select("id").where("name", "=", name).executeTakeFirst();
    if (existing) continue;
    const id = newId();
    await db.insertInto("roles").values({ id, name, created_at: nowIso() }).execute();
    if (permissions.length > 0) {
      await db
        .insertInto("role_permissions")
        .values(permissions.map((permission) => ({ role_id: id, permission })))
        .execute();
    }
  }
  const admin = await db.selectFrom("roles").select("id").where("name", "=", ADMIN_ROLE).executeTakeFirstOrThrow();
  return admin.id;
}
