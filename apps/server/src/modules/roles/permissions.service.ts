import { isPermission, PERMISSIONS, type Permission } from "@inventario/shared/permissions";
import type { Db } from "../../db/connection";
import { AppError } from "../../errors";
import * as repo from "./roles.repository";

export type PermissionsService = ReturnType<typeof createPermissionsService>;
type AssignedPermission = { name: Permission; assigned: boolean };

/** The whole catalogue, each marked with whether the given set holds it. */
export function catalogueWith(assigned: Iterable<string>): AssignedPermission[] {
  const held = new Set(assigned);
  return PERMISSIONS.map((name) => ({ name, assigned: held.has(name) }));
}

/** Unknown names are a 400 naming them; duplicates collapse. */
export function validPermissionSet(names: readonly string[]): Permission[] {
  const unknown = names.filter((name) => !isPermission(name));
  if (unknown.length > 0) {
    throw new AppError(400, "VALIDATION", `Permisos desconocidos: ${unknown.join(", ")}`, {
      permissions: `Permisos desconocidos: ${unknown.join(", ")}`,
    });
  }
  return [...new Set(names)] as Permission[];
}

export function createPermissionsService(db: Db) {
  return {
    userHas: (employeeId: string, permission: Permission) => repo.hasPermission(db, employeeId, permission),
    effective: (employeeId: string) => repo.effectivePermissions(db, employeeId),
  };
}
