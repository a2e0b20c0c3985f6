import { columns } from "../../lib/export/columns";
import type { PeopleExportKind } from "../people/people.export";
import { personColumns, yesNo } from "../people/people.export";
import { type EmployeeRow, employeeList } from "./employees.repository";

export const employeeColumns = columns<EmployeeRow>()([
  ...personColumns<EmployeeRow>(),
  { header: "Fecha de ingreso", kind: "date", value: (row) => row.hired_at },
  { header: "Rol", kind: "text", value: (row) => row.role },
  { header: "Acceso", kind: "text", value: (row) => yesNo(row.has_access) },
  { header: "Activo", kind: "text", value: (row) => yesNo(row.is_active) },
]);

export const employeesExportKind: PeopleExportKind<EmployeeRow> = {
  list: employeeList,
  name: "empleados",
  sheet: "Empleados",
  columns: employeeColumns,
};
