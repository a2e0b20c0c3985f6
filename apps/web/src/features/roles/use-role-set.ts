import { useRolePermissions } from "./api/get-role-permissions";
import { useRoles } from "./api/list-roles";
import { assignedNames } from "./permission-groups";

/** The names a role (given by name, as employees carry it) holds; empty until known or for no role. */
export function useRoleSet(roleName: string | null): Set<string> {
  const roles = useRoles();
  const roleId = roleName === null ? undefined : roles.data?.find((role) => role.name === roleName)?.id;
  const permissions = useRolePermissions(roleId);
  return new Set(assignedNames(permissions.data ?? []));
}
