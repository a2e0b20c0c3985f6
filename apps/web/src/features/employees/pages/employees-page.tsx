import type { Employee } from "@inventario/shared/people";
import { PeopleListPage } from "../../people/pages/people-list-page";
import { AssignPermissionsLink } from "../components/assign-permissions-link";
import { employeesConfig } from "../employees-config";

export function EmployeesPage() {
  return (
    <PeopleListPage<Employee>
      config={employeesConfig}
      renderExtraActions={(employee) => <AssignPermissionsLink employee={employee} />}
    />
  );
}
