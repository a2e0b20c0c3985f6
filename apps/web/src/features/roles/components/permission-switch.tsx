import type { AssignedPermission } from "@inventario/shared/roles";

type PermissionSwitchProps = {
  permission: AssignedPermission;
  onToggle: (name: string) => void;
  disabled?: boolean;
};

/**
 * An on/off switch that is a native checkbox underneath (role="switch"): Space, the checked state and the
 * name come from the browser. The checkbox covers the drawn track, so a press anywhere on it lands on it.
 */
export function PermissionSwitch({ permission, onToggle, disabled = false }: PermissionSwitchProps) {
  return (
    <span className="relative inline-flex h-6 w-11 shrink-0 align-middle">
      <input
        type="checkbox"
        role="switch"
        // The native checked state already says it; set as well for tools that only read the attribute.
        aria-checked={permission.assigned}
        aria-label={permission.name}
        checked={permission.assigned}
        disabled={disabled}
        onChange={() => onToggle(permission.name)}
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className="h-6 w-11 rounded-full bg-gray-400 transition-colors peer-checked:bg-indigo-600 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2 peer-disabled:opacity-50"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
}
