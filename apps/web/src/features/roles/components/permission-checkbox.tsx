import type { AssignedPermission } from "@inventario/shared/roles";

type PermissionCheckboxProps = {
  permission: AssignedPermission;
  /** Absent where the set cannot be changed (someone else than the admin, the admin role, 'Mis permisos'). */
  onToggle?: (name: string) => void;
};

/** The 'Asignado' checkbox, named by its permission so a screen reader says which one it is. */
export function PermissionCheckbox({ permission, onToggle }: PermissionCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={permission.name}
      checked={permission.assigned}
      disabled={!onToggle}
      onChange={() => onToggle?.(permission.name)}
      className="size-4 cursor-pointer rounded border-gray-400 accent-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed"
    />
  );
}
