import { ADMIN_ROLE } from "@inventario/shared/permissions";
import type { Role } from "@inventario/shared/roles";
import { useRolePermissions } from "../api/get-role-permissions";
import { useSaveRolePermissions } from "../api/save-role-permissions";
import { rolesTexts } from "../roles-texts";
import { Note } from "./note";
import { PermissionCheckbox } from "./permission-checkbox";
import { PermissionTables } from "./permission-tables";
import { PermissionsForm } from "./permissions-form";
import { QueryStatus } from "./query-status";

type RolePermissionsEditorProps = {
  role: Role;
  /** Only the admin may change a role's set; everyone else reads it. */
  editable: boolean;
};

export function RolePermissionsEditor({ role, editable }: RolePermissionsEditorProps) {
  const query = useRolePermissions(role.id);
  const save = useSaveRolePermissions();
  if (!query.data) return <QueryStatus of="permissions" error={query.error} />;

  // The admin role holds every permission whatever is sent, so nobody edits it (the server refuses too).
  const fixed = role.name === ADMIN_ROLE;
  if (!editable || fixed) {
    return (
      <>
        <Note>{fixed ? rolesTexts.adminRoleNote : rolesTexts.readOnlyNote}</Note>
        <PermissionTables
          permissions={query.data}
          renderControl={(permission) => <PermissionCheckbox permission={permission} />}
        />
      </>
    );
  }
  return (
    <PermissionsForm
      key={role.id}
      saved={query.data}
      control="checkbox"
      summary={(assigned, total) => `${assigned} de ${total} permisos asignados`}
      sending={save.isPending}
      onSave={(permissions) => save.mutate({ roleId: role.id, permissions })}
    />
  );
}
