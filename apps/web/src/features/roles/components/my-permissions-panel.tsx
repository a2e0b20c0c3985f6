import { PERMISSIONS } from "@inventario/shared/permissions";
import { useMyPermissions } from "../../../lib/my-permissions";
import { markAssigned } from "../permission-groups";
import { rolesTexts } from "../roles-texts";
import { PermissionCheckbox } from "./permission-checkbox";
import { PermissionTables } from "./permission-tables";
import { QueryStatus } from "./query-status";

/** 'Mis permisos': the signed-in user's effective set over the whole catalogue, read-only. */
export function MyPermissionsPanel() {
  const mine = useMyPermissions();
  if (!mine.data) return <QueryStatus of="permissions" error={mine.error} />;
  const rows = markAssigned(PERMISSIONS, mine.data);
  const held = rows.filter((permission) => permission.assigned).length;
  return (
    <>
      <p className="mb-4 text-sm text-gray-700">
        {rolesTexts.myPermissionsIntro}{" "}
        <strong className="font-semibold text-gray-900">
          Tienes {held} de {rows.length} permisos.
        </strong>
      </p>
      <PermissionTables
        permissions={rows}
        renderControl={(permission) => <PermissionCheckbox permission={permission} />}
      />
    </>
  );
}
