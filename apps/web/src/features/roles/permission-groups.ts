import type { AssignedPermission } from "@inventario/shared/roles";

type PermissionGroup = {
  /** The part of the names before the colon ("clients" for clients:read). */
  name: string;
  permissions: AssignedPermission[];
};

export function groupOf(permission: string): string {
  const colon = permission.indexOf(":");
  return colon === -1 ? permission : permission.slice(0, colon);
}

/**
 * One group per prefix (SPEC "Permissions screens"), in the order the server lists them: its catalogue
 * keeps related permissions together, so the screens read the way the catalogue is written.
 */
export function groupPermissions(permissions: readonly AssignedPermission[]): PermissionGroup[] {
  const groups = new Map<string, AssignedPermission[]>();
  for (const permission of permissions) {
    const name = groupOf(permission.name);
    const members = groups.get(name);
    if (members) members.push(permission);
    else groups.set(name, [permission]);
  }
  return Array.from(groups, ([name, members]) => ({ name, permissions: members }));
}

/** The catalogue marked with the names a user holds (the server only lists those it holds). */
export function markAssigned(catalogue: readonly string[], held: readonly AssignedPermission[]): AssignedPermission[] {
  const names = new Set(held.filter((permission) => permission.assigned).map((permission) => permission.name));
  return catalogue.map((name) => ({ name, assigned: names.has(name) }));
}

export function assignedNames(permissions: readonly AssignedPermission[]): string[] {
  return permissions.filter((permission) => permission.assigned).map((permission) => permission.name);
}
