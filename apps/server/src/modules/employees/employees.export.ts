import { columns } from "../../lib/export/columns";
import { peopleExportKind, yesNo } from "../people/people.export";
import { type EmployeeRow, employeeList } from "./employees.repository";

export const employeesExportKind = peopleExportKind({
  list: employeeList,
  name: "empleados",
  sheet: "Empleados",
  ownColumns: columns<EmployeeRow>()([
    { header: "Fecha de ingreso", kind: "date", value: (row) => row.hired_at },
    { header: "Rol", kind: "text", value: (row) => row.role },
    { header: "Acceso", kind: "text", value: (row) => yesNo(row.has_access) },
  ]),
});
