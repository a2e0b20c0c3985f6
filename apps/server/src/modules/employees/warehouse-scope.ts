import type { SessionUser } from "@inventario/shared/auth";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import { MY_WAREHOUSES, warehouseScopeMessages } from "@inventario/shared/warehouse-scope";
import type { Db } from "../../db/connection";
import { AppError } from "../../errors";
import { currentUser } from "../audit/audit-actor";
import { assignedWarehouseIds, warehousesByIds } from "./employees.repository";

/**
 * Warehouse scoping (issue 34, docs/decisions/0029-warehouse-scoping.md): an employee with assigned
 * warehouses changes stock only in them. The stock ledger calls `refuseOutsideScope` on every movement
 * but a transfer's arrival (a transfer goes from one's own warehouse to any), so no stock route can
 * forget it; a few services call it earlier too, so the refusal comes before their own checks (a
 * picking assignment's availability, a count's entries, which move no stock).
 */

/** Each request's scope, read once: a change of scope applies from the employee's next request. */
const scopes = new WeakMap<SessionUser, Promise<ReadonlySet<string> | null>>();

/** The warehouses the user may change stock in; null = all (no assignment, or an admin). */
function scopeOf(db: Db, user: SessionUser): Promise<ReadonlySet<string> | null> {
  if (user.role === ADMIN_ROLE) return Promise.resolve(null);
  let scope = scopes.get(user);
  if (!scope) {
    scope = assignedWarehouseIds(db, user.id).then((ids) => (ids.length === 0 ? null : new Set(ids)));
    scopes.set(user, scope);
  }
  return scope;
}

/** What GET /auth/me says of the user's scope: the assigned warehouses' ids, [] for all. */
export async function warehouseScopeOf(db: Db, user: SessionUser): Promise<string[]> {
  const scope = await scopeOf(db, user);
  return scope ? [...scope] : [];
}

/**
 * Refuses (403, 'No tienes permisos sobre la bodega {nombre}') when the request's user is scoped and one
 * of `warehouseIds` is not theirs. Nobody outside a request (seed, scripts) is scoped. A warehouse that
 * does not exist is left to the caller's own 404.
 */
export async function refuseOutsideScope(db: Db, warehouseIds: Iterable<string>): Promise<void> {
  const user = currentUser();
  if (!user) return;
  const scope = await scopeOf(db, user);
  if (!scope) return;
  const outside = [...new Set(warehouseIds)].filter((id) => !scope.has(id));
  if (outside.length === 0) return;
  const [warehouse] = await warehousesByIds(db, outside);
  if (warehouse) throw new AppError(403, "FORBIDDEN", warehouseScopeMessages.outOfScope(warehouse.name));
}

/**
 * A list's `warehouse_id` filter as the warehouses it keeps: one picked, 'Mis bodegas' (`mine`: the
 * request's user's assigned warehouses), or undefined for all (no filter, or `mine` for an unscoped user).
 * Never an empty set, so a query may say `in (…)` of it.
 */
export async function warehouseFilterOf(db: Db, value: string | undefined): Promise<readonly string[] | undefined> {
  if (value !== MY_WAREHOUSES) return value === undefined ? undefined : [value];
  const user = currentUser();
  const scope = user ? await scopeOf(db, user) : null;
  return scope ? [...scope] : undefined;
}
