import type { Permission } from "@inventario/shared/permissions";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import { newId } from "../lib/ids";
import { nowIso } from "../lib/time";
import type { Db } from "./connection";

/**
 * Roles every installation has. Admin holds every permission implicitly (no rows); the others start
 * with these defaults when first created — afterwards the admin owns their sets.
 */
const BASE_ROLES: Record<string, readonly Permission[]> = {
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
  ],
};

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
