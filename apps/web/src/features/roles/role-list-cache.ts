import type { Role } from "@inventario/shared/roles";

/**
 * The cached role list with one role added or renamed, in the server's order (by name). Writing it at
 * once lets the screen select a new role before the list is fetched again.
 */
export function withRole(roles: readonly Role[] | undefined, changed: Role): Role[] {
  const others = (roles ?? []).filter((role) => role.id !== changed.id);
  return [...others, changed].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
