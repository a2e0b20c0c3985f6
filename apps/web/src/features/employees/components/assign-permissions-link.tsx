import type { Employee } from "@inventario/shared/people";
import { KeyRound } from "lucide-react";
import { IconLink } from "../../../components/icon-action";
import { useIsAdmin } from "../../../lib/use-is-admin";
import { fullName } from "../../people/people-config";

type AssignPermissionsLinkProps = {
  employee: Employee;
};

/** Only admins may change an employee's permissions (SPEC §6); the route itself is guarded too. */
export function AssignPermissionsLink({ employee }: AssignPermissionsLinkProps) {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <IconLink
      icon={KeyRound}
      label={`Asignar permisos a ${fullName(employee)}`}
      to={`/dashboard/employees/permissions/${employee.identification}`}
    />
  );
}
