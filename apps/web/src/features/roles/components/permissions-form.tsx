import type { AssignedPermission } from "@inventario/shared/roles";
import type { ReactNode } from "react";
import { rolesTexts } from "../roles-texts";
import { usePermissionSelection } from "../use-permission-selection";
import { PermissionCheckbox } from "./permission-checkbox";
import { PermissionSwitch } from "./permission-switch";
import { PermissionTables } from "./permission-tables";
import { SaveBar } from "./save-bar";

type PermissionsFormProps = {
  /** What the server holds now; the caller keys this form by what it edits, to start over on a switch. */
  saved: AssignedPermission[];
  /** Checkboxes in the roles view (SPEC: 'Asignado checkbox'), switches on the employee screen ('toggles'). */
  control: "checkbox" | "switch";
  renderNote?: (permission: AssignedPermission) => ReactNode;
  /**
   * Permissions held from elsewhere (the employee's role): shown on and locked, never part of what is
   * saved unless also assigned here.
   */
  isLocked?: (permission: AssignedPermission) => boolean;
  /** The count beside the save button, e.g. "3 de 28 permisos asignados". */
  summary: (assigned: number, total: number) => string;
  sending: boolean;
  /** The assigned names, in catalogue order. */
  onSave: (names: string[]) => void;
};

/** A set of permissions being edited and saved with 'Guardar Permisos'. */
export function PermissionsForm({
  saved,
  control,
  renderNote,
  isLocked = () => false,
  summary,
  sending,
  onSave,
}: PermissionsFormProps) {
  const { rows, toggle, names } = usePermissionSelection(saved);
  const Control = control === "switch" ? PermissionSwitch : PermissionCheckbox;
  return (
    <form
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(names);
      }}
    >
      <PermissionTables
        permissions={rows}
        renderControl={(permission) =>
          isLocked(permission) ? (
            <LockedControl control={control} permission={{ ...permission, assigned: true }} />
          ) : (
            <Control permission={permission} onToggle={toggle} />
          )
        }
        renderNote={renderNote}
      />
      <SaveBar label={rolesTexts.savePermissions} sending={sending}>
        {/* Narrow screens keep the button alone on the bar, so it stays one line high. */}
        <p className="mr-auto hidden text-sm text-gray-700 sm:block">{summary(names.length, rows.length)}</p>
      </SaveBar>
    </form>
  );
}

/** A permission held from elsewhere: on, and not to be switched here. */
function LockedControl({ control, permission }: { control: "checkbox" | "switch"; permission: AssignedPermission }) {
  return control === "switch" ? (
    <PermissionSwitch permission={permission} onToggle={() => {}} disabled />
  ) : (
    <PermissionCheckbox permission={permission} />
  );
}
