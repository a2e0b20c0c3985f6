import { ADMIN_ROLE } from "@inventario/shared/permissions";
import type { Role } from "@inventario/shared/roles";
import { Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/button";
import { SelectField } from "../../../components/select-field";
import { capitalize } from "../../../lib/capitalize";
import { useIsAdmin } from "../../../lib/use-is-admin";
import { useRoles } from "../api/list-roles";
import { rolesTexts } from "../roles-texts";
import { CARD } from "./card";
import { CreateRoleForm } from "./create-role-form";
import { QueryStatus } from "./query-status";
import { RenameRoleModal } from "./rename-role-modal";
import { RolePermissionsEditor } from "./role-permissions-editor";

/** Pick a role and read its permissions; the admin also creates, renames and changes them. */
export function RolesPanel() {
  const isAdmin = useIsAdmin();
  const roles = useRoles();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Role | null>(null);
  const selected = roles.data?.find((role) => role.id === chosenId) ?? roles.data?.[0];

  // Loading or refused: the status alone, since nothing below can work without the roles.
  if (!roles.data) {
    return <QueryStatus of="roles" error={roles.error} />;
  }

  const picker: ReactNode = selected ? (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        label={rolesTexts.roleLabel}
        className="flex-1"
        value={selected.id}
        onChange={(event) => setChosenId(event.target.value)}
      >
        {roles.data.map((role) => (
          <option key={role.id} value={role.id}>
            {capitalize(role.name)}
          </option>
        ))}
      </SelectField>
      {/* The admin role keeps its name: the server recognises it by that name. */}
      {isAdmin && selected.name !== ADMIN_ROLE ? (
        <Button variant="secondary" onClick={() => setRenaming(selected)}>
          <Pencil aria-hidden="true" className="size-4" />
          {rolesTexts.renameRole}
        </Button>
      ) : null}
    </div>
  ) : (
    <p className="text-gray-700">{rolesTexts.rolesEmpty}</p>
  );

  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={CARD}>{picker}</div>
        {isAdmin ? (
          <div className={CARD}>
            <CreateRoleForm onCreated={(role) => setChosenId(role.id)} />
          </div>
        ) : null}
      </div>
      {selected ? <RolePermissionsEditor key={selected.id} role={selected} editable={isAdmin} /> : null}
      {renaming ? <RenameRoleModal role={renaming} onClose={() => setRenaming(null)} /> : null}
    </div>
  );
}
