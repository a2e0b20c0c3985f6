import type { Employee } from "@inventario/shared/people";
import { capitalize } from "../../../lib/capitalize";
import { formatDisplayDate } from "../../../lib/format-date";
import { type PersonDetail, PersonViewPage } from "../../people/pages/person-view-page";
import { employeesConfig } from "../employees-config";

/** Role and hiring date are shown only when the employee has them. */
function employeeDetails(employee: Employee): PersonDetail[] {
  const details: PersonDetail[] = [];
  if (employee.role) details.push({ label: "Rol", value: capitalize(employee.role) });
  if (employee.hired_at) details.push({ label: "Fecha de ingreso", value: formatDisplayDate(employee.hired_at) });
  return details;
}

export function EmployeeViewPage() {
  return <PersonViewPage<Employee> config={employeesConfig} extraDetails={employeeDetails} />;
}
