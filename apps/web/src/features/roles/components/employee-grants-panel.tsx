import type { Employee } from "@inventario/shared/people";
import { useEmployeeGrants } from "../api/get-employee-grants";
import { useSaveEmployeeGrants } from "../api/save-employee-grants";
import { rolesTexts } from "../roles-texts";
import { useRoleSet } from "../use-role-set";
import { PermissionsForm } from "./permissions-form";
import { QueryStatus } from "./query-status";

/** The employee's own grants as switches; what their role already grants is shown on, locked and marked. */
export function EmployeeGrantsPanel({ employee }: { employee: Employee }) {
  const { identification } = employee;
  const grants = useEmployeeGrants(identification);
  const fromRole = useRoleSet(employee.role);
  const save = useSaveEmployeeGrants();
  if (!grants.data) return <QueryStatus of="permissions" error={grants.error} />;
  return (
    <PermissionsForm
      key={identification}
      saved={grants.data}
      control="switch"
      isLocked={(permission) => fromRole.has(permission.name)}
      renderNote={(permission) =>
        fromRole.has(permission.name) ? (
          <span className="mt-1 inline-flex rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-600/20">
            {rolesTexts.fromRole(employee.role ?? "")}
          </span>
        ) : null
      }
      summary={(assigned) => `${assigned} permisos adicionales`}
      sending={save.isPending}
      onSave={(permissions) => save.mutate({ identification, permissions })}
    />
  );
}
